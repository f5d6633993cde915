import type { PhysicalDiskAdoptionRequest, Sled, UnadoptedPhysicalDisk } from '@oxide/api'
import { call } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import {
  ADOPTION_OPS,
  abortMembershipChange,
  addSledsToRack,
  MEMBERSHIP_OPS,
  SLED_OPS,
  setProvisionPolicy,
} from './queries'

/** Why the sled's provision policy cannot change: an expunged sled never returns to service. */
export const provisionPolicyLocked = (sled: Sled) =>
  sled.policy.kind === 'expunged'
    ? 'An expunged sled never returns to service'
    : sled.state !== 'active'
      ? 'Only an active sled takes a provision policy'
      : undefined

/**
 * Stop or resume placing new work on a sled, after a confirmation that says what changes (and
 * what does not: the instances already there keep running).
 */
export function confirmProvisionPolicy(sled: Sled) {
  if (sled.policy.kind !== 'in_service') return
  const stop = sled.policy.provisionPolicy === 'provisionable'
  const serial = sled.baseboard.serial
  confirmAction({
    title: stop ? 'Stop provisioning on this sled' : 'Resume provisioning on this sled',
    content: stop
      ? `New instances and disks will no longer be placed on sled ${serial}. What already runs there keeps running.`
      : `Sled ${serial} will take new instances and disks again.`,
    confirmLabel: stop ? 'Make not provisionable' : 'Make provisionable',
    run: () => setProvisionPolicy(sled, stop ? 'non_provisionable' : 'provisionable'),
    touches: SLED_OPS,
    success: stop ? `Sled ${serial} takes no new work` : `Sled ${serial} takes new work again`,
  })
}

type Seated = { baseboard: { part: string; serial: string }; cubby: number; rackId: string }

/** Why no sled can be added now: a membership change is still being agreed. */
export const membershipBusy = (membership: { state: string } | undefined) =>
  membership?.state === 'in_progress'
    ? 'A rack membership change is in progress: wait for it to commit, or abort it'
    : undefined

/**
 * Add a seated sled to the rack, after a confirmation that says what happens: a new membership
 * version every member must acknowledge, after which the sled joins the sled list.
 */
export function confirmAddSled(sled: Seated, version: number | undefined) {
  const serial = sled.baseboard.serial
  const change =
    version === undefined
      ? 'The rack proposes a new membership'
      : `The rack's membership goes from version ${version} to ${version + 1}`
  confirmAction({
    title: 'Add sled to the rack',
    content: `Sled ${serial} in cubby ${sled.cubby} will join the rack. ${change}, which every member sled must acknowledge; once it commits, sled ${serial} is listed with the rack's sleds and takes new work.`,
    confirmLabel: 'Add to rack',
    run: () => addSledsToRack(sled.rackId, [sled.baseboard]),
    touches: MEMBERSHIP_OPS,
    success: `Adding sled ${serial} to the rack`,
  })
}

/** Abort the membership change in progress, saying what stays as it was. */
export function confirmAbortMembership(rackId: string, version: number) {
  confirmAction({
    title: 'Abort the membership change',
    content: `Membership version ${version} will not take effect: the rack keeps its current members, and the sleds this change would add stay uninitialized. You can add them again later.`,
    confirmLabel: 'Abort change',
    danger: true,
    run: () => abortMembershipChange(rackId),
    touches: MEMBERSHIP_OPS,
    success: `Membership change ${version} aborted`,
  })
}

/** A disk as its maker names it (the API's identity of a disk not adopted yet). */
export const diskIdentity = (d: { vendor: string; model: string; serial: string }) =>
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
