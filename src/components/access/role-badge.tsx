import { Link } from 'react-router'
import { Badge, type BadgeColor } from '~/ui/badge'
import type { Identity } from '~/util/effective-access'
import { ROLE_LABEL, type Role } from '~/util/roles'

const ROLE_COLOR: Record<Role, BadgeColor> = {
  admin: 'purple',
  collaborator: 'blue',
  limited_collaborator: 'green',
  viewer: 'neutral',
}

export const RoleBadge = ({ role }: { role: Role }) => (
  <Badge color={ROLE_COLOR[role]}>{ROLE_LABEL[role]}</Badge>
)

/** Where a user's or group's page is, from the page that names it; undefined: it has none. */
export type IdentityLink = (identity: Identity) => string | undefined

/** A user's or group's name, a link to its page where it has one. */
export function IdentityName({ identity, linkTo }: { identity: Identity; linkTo?: IdentityLink }) {
  const to = linkTo?.(identity)
  const name = <span className="font-medium whitespace-normal">{identity.name}</span>
  return to ? (
    <Link to={to} className="font-medium whitespace-normal hover:underline">
      {identity.name}
    </Link>
  ) : (
    name
  )
}
