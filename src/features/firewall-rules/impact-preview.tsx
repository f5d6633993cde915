import { useDeferredValue, useMemo } from 'react'
import { Badge } from '~/ui/badge'
import { Message } from '~/ui/message'
import { firewallImpact, type ImpactRow } from '~/util/firewall/impact'
import type { Rule, World } from '~/util/firewall/model'
import type { Interfaces } from './firewall-world'
import { ImpactFrame } from './impact-frame'

const MAX_NAMES = 6

const names = (list: string[]) =>
  list.length <= MAX_NAMES
    ? list.join(', ')
    : `${list.slice(0, MAX_NAMES).join(', ')} and ${list.length - MAX_NAMES} more`

/** One change in a sentence, said from the instances' side. */
function sentence(row: ImpactRow) {
  const who = names(row.instances)
  const become = row.instances.length === 1 ? 'becomes' : 'become'
  if (row.direction === 'inbound')
    return `${who} ${become} ${row.change === 'opened' ? 'reachable' : 'unreachable'} on ${row.protocols} from ${row.peers}`
  return `${who} ${row.change === 'opened' ? 'can now reach' : 'can no longer reach'} ${row.peers} on ${row.protocols}`
}

const LABEL = {
  inbound: { opened: 'Now reachable', closed: 'No longer reachable' },
  outbound: { opened: 'Can now reach', closed: 'Can no longer reach' },
}

/**
 * What saving the rule would change, before it is saved: the whole rule set before and after,
 * evaluated against the VPC's instances (util/firewall). Warnings are those about `focus`, the
 * rule being edited: shadowed by, or shadowing, duplicating or duplicated by another rule.
 */
export function ImpactPreview({
  before,
  after,
  world,
  focus,
  interfaces = 'read',
}: {
  before: Rule[]
  /** null while the form's values make no rule yet (no priority). */
  after: Rule[] | null
  world: World
  focus: string
  /** The VPC's interfaces, read after the form shows: no preview until all are in. */
  interfaces?: Interfaces
}) {
  // the form stays responsive while the preview catches up with typing
  const next = useDeferredValue(after)
  const impact = useMemo(
    () => (next ? firewallImpact(before, next, world, focus) : null),
    [before, next, world, focus],
  )
  const warnings = impact?.kind === 'done' ? impact.warnings : []
  return (
    <ImpactFrame>
      {interfaces === 'reading' ? (
        <p className="text-secondary">Reading the VPC’s interfaces…</p>
      ) : interfaces === 'failed' ? (
        <p className="text-secondary">
          The VPC’s interfaces could not be read, so what the rule changes is not shown.
        </p>
      ) : !impact ? (
        <p className="text-secondary">Give the rule a priority to see what it changes.</p>
      ) : impact.kind === 'too-large' ? (
        <p className="text-secondary">
          The rule set and the VPC's instances are too many to preview here.
        </p>
      ) : world.nics.length === 0 ? (
        <p className="text-secondary">No instance has an interface in this VPC yet.</p>
      ) : impact.rows.length === 0 ? (
        <p className="text-secondary">No instance's traffic changes.</p>
      ) : (
        <ul aria-label="Traffic changes" className="flex flex-col gap-2">
          {impact.rows.map((row) => (
            <li key={sentence(row)} className="flex flex-wrap items-baseline gap-2">
              <Badge color={row.change === 'opened' ? 'green' : 'red'}>
                {LABEL[row.direction][row.change]}
              </Badge>
              <span>{sentence(row)}</span>
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul aria-label="Rule warnings" className="flex flex-col gap-2">
          {warnings.map((w) => (
            <li key={w.message}>
              <Message variant="notice" title={w.message} />
            </li>
          ))}
        </ul>
      )}
    </ImpactFrame>
  )
}
