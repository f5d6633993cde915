import type { Sled } from '@oxide/api'
import { confirmAction } from '~/components/confirm-action'
import { SLED_OPS, setProvisionPolicy } from './queries'

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
