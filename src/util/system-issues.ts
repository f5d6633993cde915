import type {
  AlertDelivery,
  AlertReceiver,
  Instance,
  PhysicalDisk,
  Sled,
  SupportBundleInfo,
} from '@oxide/api'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'

/**
 * What needs an operator's attention now (system/issues), derived from what the API lists:
 * no call reports "issues", so each rule below reads a resource's own state. Pure, so the
 * rules are unit-tested; resources/system-issues/queries.ts feeds them.
 */
export type Severity = 'critical' | 'warning' | 'notice'

export type SystemIssue = {
  /** Stable across refreshes: the rule and the resource. */
  id: string
  severity: Severity
  /** What kind of thing it is about, for grouping and the filter. */
  source: string
  title: string
  detail: string
  /** The page to act on it from. */
  to: string
  /** Since when, where the API says. */
  since?: Date
}

export const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, warning: 1, notice: 2 }

export const byUrgency = (a: SystemIssue, b: SystemIssue) =>
  SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.title.localeCompare(b.title)

export function sledIssues(sleds: Sled[]): SystemIssue[] {
  return sleds.flatMap((sled): SystemIssue[] => {
    const serial = sled.baseboard.serial
    const to = sb.sledInstances({ sledId: sled.id })
    if (sled.policy.kind === 'expunged')
      return [
        {
          id: `sled-expunged-${sled.id}`,
          severity: 'warning',
          source: 'Sleds',
          title: `Sled ${serial} is expunged`,
          detail:
            sled.state === 'decommissioned'
              ? 'Out of service for good and decommissioned: its hardware can be removed.'
              : 'Out of service for good; the rack is still moving its resources off it.',
          to,
          since: sled.timeModified,
        },
      ]
    if (sled.policy.provisionPolicy === 'non_provisionable')
      return [
        {
          id: `sled-closed-${sled.id}`,
          severity: 'notice',
          source: 'Sleds',
          title: `Sled ${serial} takes no new instances`,
          detail:
            'Its provision policy is non-provisionable: what runs there stays, nothing new is placed there.',
          to,
          since: sled.timeModified,
        },
      ]
    return []
  })
}

export function diskIssues(disks: PhysicalDisk[], sleds: Sled[]): SystemIssue[] {
  const serialOf = (id: string | null | undefined) =>
    sleds.find((s) => s.id === id)?.baseboard.serial
  return disks
    .filter((d) => d.policy.kind === 'expunged')
    .map((d) => {
      const sled = serialOf(d.sledId)
      return {
        id: `disk-expunged-${d.id}`,
        severity: d.state === 'active' ? 'critical' : 'warning',
        source: 'Physical disks',
        title: `Disk ${d.serial}${sled ? ` in sled ${sled}` : ''} is expunged`,
        detail:
          d.state === 'active'
            ? 'Taken out of service but still active: the rack has yet to move its data off it.'
            : 'Out of service and decommissioned: replace it to restore the sled’s capacity.',
        to: d.sledId ? sb.sledInstances({ sledId: d.sledId }) : sb.physicalDisks(),
        since: d.timeModified,
      } satisfies SystemIssue
    })
}

/** How long past its cooldown a failed instance may wait for its automatic restart. */
export const RESTART_GRACE_MS = 10 * 60_000

export type ProjectInstance = { project: string; instance: Instance }

/**
 * Failed instances nothing will restart: auto-restart off, or on but long past its cooldown
 * (the control plane restarts a failed instance soon after the cooldown ends).
 */
export function instanceIssues(list: ProjectInstance[], now: number): SystemIssue[] {
  return list.flatMap(({ project, instance: i }): SystemIssue[] => {
    if (i.runState !== 'failed') return []
    const to = pb.instance({ project, instance: i.name })
    const cooldown = i.autoRestartCooldownExpiration?.getTime()
    if (!i.autoRestartEnabled)
      return [
        {
          id: `instance-failed-${i.id}`,
          severity: 'critical',
          source: 'Instances',
          title: `Instance ${i.name} in ${project} has failed`,
          detail: 'Its auto-restart policy is off: it stays down until someone starts it.',
          to,
          since: i.timeRunStateUpdated,
        },
      ]
    if (cooldown !== undefined && now - cooldown > RESTART_GRACE_MS)
      return [
        {
          id: `instance-overdue-${i.id}`,
          severity: 'critical',
          source: 'Instances',
          title: `Instance ${i.name} in ${project} has failed`,
          detail:
            'Its automatic restart is overdue: the cooldown ended, and it has not started again.',
          to,
          since: i.timeRunStateUpdated,
        },
      ]
    return []
  })
}

/** Support bundles that failed to collect: the reason, and the page to delete or retry from. */
export function bundleIssues(bundles: SupportBundleInfo[]): SystemIssue[] {
  return bundles
    .filter((b) => b.state === 'failed')
    .map((b) => ({
      id: `bundle-failed-${b.id}`,
      severity: 'warning',
      source: 'Support bundles',
      title: `Support bundle “${b.userComment || b.reasonForCreation}” failed`,
      detail: b.reasonForFailure
        ? `${b.reasonForFailure}. Delete it and create another.`
        : 'It could not be collected. Delete it and create another.',
      to: sb.supportBundle({ bundleId: b.id }),
      since: b.timeCreated,
    }))
}

/** Webhooks whose newest delivery failed: the endpoint is not taking alerts now. */
export function webhookIssues(
  receivers: { receiver: AlertReceiver; latest: AlertDelivery | undefined }[],
): SystemIssue[] {
  return receivers.flatMap(({ receiver: r, latest }): SystemIssue[] =>
    latest?.state === 'failed'
      ? [
          {
            id: `webhook-failing-${r.id}`,
            severity: 'warning',
            source: 'Webhooks',
            title: `Webhook ${r.name} is failing`,
            detail: `Its latest delivery (${latest.alertClass}) failed: the endpoint did not take it. Its failed deliveries can be resent once it answers.`,
            to: `${sb.webhookDeliveries({ receiver: r.name })}?state=failed`,
            since: latest.timeStarted,
          },
        ]
      : [],
  )
}
