import type { PhysicalDisk, Sled } from '@oxide/api'
import { Link } from 'react-router'
import { Badge } from '~/ui/badge'
import { sb } from '~/util/system-paths'

/** A physical disk's form factor as its spec names it. */
export const FORM_FACTOR = { u2: 'U.2', m2: 'M.2' } as const

/** A sled's policy in words: whether new work may go to it, or that it left service. */
export const sledPolicyText = (sled: Sled) =>
  sled.policy.kind === 'expunged'
    ? 'Expunged'
    : sled.policy.provisionPolicy === 'provisionable'
      ? 'Provisionable'
      : 'Not provisionable'

export function SledPolicy({ sled }: { sled: Sled }) {
  const text = sledPolicyText(sled)
  const color = text === 'Provisionable' ? 'green' : text === 'Expunged' ? 'red' : 'yellow'
  return <Badge color={color}>{text}</Badge>
}

export function DiskPolicy({ disk }: { disk: PhysicalDisk }) {
  return disk.policy.kind === 'expunged' ? (
    <Badge color="red">Expunged</Badge>
  ) : (
    <Badge color="green">In service</Badge>
  )
}

/** A sled by its serial, linked to its page. */
export function SledLink({ id, serial }: { id: string; serial: string }) {
  return (
    <Link to={sb.sledInstances({ sledId: id })} className="font-mono hover:underline">
      {serial}
    </Link>
  )
}
