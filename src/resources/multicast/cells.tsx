import type { MulticastGroup } from '@oxide/api'
import { Link } from 'react-router'
import { useRowQuery } from '~/components/use-seen-here'
import { instanceById } from '~/resources/instances/queries'
import { Badge, type BadgeColor } from '~/ui/badge'
import { pb } from '~/util/paths'

/** The API's words for a group's and a member's state (`Creating`, `Active`, `Joined`, ...). */
const STATE_COLOR: Record<string, BadgeColor> = {
  Active: 'green',
  Joined: 'green',
  Creating: 'blue',
  Joining: 'blue',
  Deleting: 'yellow',
  Left: 'neutral',
}

export const MulticastStateBadge = ({ state }: { state: string }) => (
  <Badge color={STATE_COLOR[state] ?? 'neutral'}>{state}</Badge>
)

/** `232/8` and `ff3x::/32` take source-specific members only (SSM); the rest any source. */
export const groupSources = (g: MulticastGroup) =>
  g.sourceIps.length === 0 ? 'Any source' : g.sourceIps.join(', ')

/**
 * A member's instance by id. Groups are fleet-wide, so a member may be an instance of another
 * project or silo that the user cannot read: then the id is all there is to show.
 */
export function MemberInstance({ id }: { id: string }) {
  const [ref, { data, error }] = useRowQuery({ ...instanceById(id), retry: false })
  if (data)
    return (
      <Link to={pb.instanceLookup({ id })} className="hover:underline">
        {data.name}
      </Link>
    )
  return (
    <span ref={ref} className="font-mono text-xs">
      {id}
      {error && <span className="ml-2 font-sans text-tertiary">(not visible to you)</span>}
    </span>
  )
}
