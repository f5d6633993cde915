import type { PhysicalDiskAdoptionRequest, UnadoptedPhysicalDisk } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, PICKER_LIMIT, q } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'

/**
 * Disk adoption's reads and changes. Only the disks tab uses them, so they live here and not in
 * resources/inventory/queries.ts, which every system page's first load carries (the route table).
 */

/** U.2s seated in in-service sleds that the control plane does not use; the API lists them whole. */
export const unadoptedDisks = () => q('physicalDiskListUnadopted', {})
/** The adoption requests not yet carried out (a rack has a handful). */
export const adoptionRequests = () =>
  q('physicalDiskListAdoptionRequests', { query: { limit: PICKER_LIMIT } })

/** What enabling or disabling a disk's adoption makes stale. */
const ADOPTION_OPS = [
  'physicalDiskListUnadopted',
  'physicalDiskListAdoptionRequests',
  'physicalDiskList',
] as const satisfies Touches

/** A disk as its maker names it (the API's identity of a disk not adopted yet). */
const diskIdentity = (d: { vendor: string; model: string; serial: string }) =>
  `${d.vendor} ${d.model} ${d.serial}`

/**
 * Let the control plane take an unadopted disk into use, after a confirmation that says what
 * happens: the request waits until the control plane next plans, then the disk is prepared and
 * joins the physical disks (an expunged disk comes back only this way).
 */
export function confirmEnableAdoption(disk: UnadoptedPhysicalDisk, sledSerial: string) {
  const serial = disk.diskId.serial
  confirmAction({
    title: 'Enable adoption',
    content: `Disk ${diskIdentity(disk.diskId)} in slot ${disk.slot} of sled ${sledSerial} will be adopted: the control plane takes it into use for storage the next time it plans, and it then joins the physical disks. Until then it is listed with the adoption requests, where adoption can be disabled again.`,
    confirmLabel: 'Enable adoption',
    run: () => call('physicalDiskEnableAdoption', { body: disk.diskId }),
    touches: ADOPTION_OPS,
    success: `Adoption of disk ${serial} enabled`,
  })
}

/** Withdraw an adoption request the control plane has not carried out yet. */
export function confirmDisableAdoption(request: PhysicalDiskAdoptionRequest) {
  const serial = request.diskId.serial
  confirmAction({
    title: 'Disable adoption',
    content: `The request to adopt disk ${diskIdentity(request.diskId)} is withdrawn: the control plane will not take it into use. A seated disk is listed as unadopted again.`,
    confirmLabel: 'Disable adoption',
    run: () =>
      call('physicalDiskDisableAdoption', { path: { physicalDiskAdoptionReqId: request.id } }),
    touches: ADOPTION_OPS,
    success: `Adoption of disk ${serial} disabled`,
  })
}
