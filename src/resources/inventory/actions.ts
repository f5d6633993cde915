import type { Sled } from '@oxide/api'
import { confirmAction } from '~/components/confirm-action'
import {
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
