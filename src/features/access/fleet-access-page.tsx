import { Link } from 'react-router'
import { meQuery } from '~/api/current-user'
import { ownSiloQuery, useFleetPermissions } from '~/api/fleet-permissions'
import { ensure, prefetch, Unavailable, usePrefetchedQuery } from '~/api/query'
import { RoleBadge } from '~/components/access/role-badge'
import { prefetchAccess } from '~/resources/policies/queries'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { FLEET_ROLES, isFleetRole } from '~/util/fleet-roles'
import { ROLE_ORDER, type Role } from '~/util/roles'
import { sb } from '~/util/system-paths'
import { AccessPage } from './access-page'

const scope = { kind: 'fleet' } as const

/** The access reads start at once; only the user's own silo waits for the user (its id). */
export async function loader() {
  await Promise.all([
    prefetchAccess(scope),
    ensure(meQuery).then((me) => prefetch(ownSiloQuery(me.siloId))),
  ])
  return null
}

type Conferred = { siloRole: Role; fleetRoles: Role[] }

const conferredColumns: Column<Conferred>[] = [
  { header: 'Silo role', cell: (r) => <RoleBadge role={r.siloRole} /> },
  {
    header: 'Fleet role',
    cell: (r) => (
      <span className="flex gap-1">
        {r.fleetRoles.map((f) => (
          <RoleBadge key={f} role={f} />
        ))}
      </span>
    ),
  },
]

/** The fleet roles the user's own silo confers on its silo roles (`mapped_fleet_roles`). */
function ConferredSection({ silo }: { silo: string }) {
  const own = usePrefetchedQuery(ownSiloQuery(silo))
  if (own instanceof Unavailable) return null
  const rows = [...ROLE_ORDER]
    .reverse()
    .map((siloRole) => ({
      siloRole,
      fleetRoles: (own.mappedFleetRoles[siloRole] ?? []).filter(isFleetRole),
    }))
    .filter((r) => r.fleetRoles.length > 0)
  return (
    <TitledSection title="Fleet roles conferred by silo roles" headingId="conferred-heading">
      <p className="text-sm text-secondary">
        Besides the assignments above, a silo can confer fleet roles on its own silo roles. In{' '}
        {own.name}, these hold for everyone with the silo role; they are set when the silo is
        created.
      </p>
      <ListTable
        label="Fleet roles conferred by silo roles"
        columns={conferredColumns}
        rows={rows}
        rowKey={(r) => r.siloRole}
        empty={`${own.name} confers no fleet role`}
      />
    </TitledSection>
  )
}

/** system/access: who holds which role on the fleet (the system policy). */
export default function FleetAccessPage() {
  const me = usePrefetchedQuery(meQuery)
  const denied = useFleetPermissions().cannot('fleetPolicyUpdate')
  return (
    <AccessPage
      title="Fleet access"
      intro={
        <>
          Who holds which role on the fleet ({FLEET_ROLES.join(', ')}). A fleet viewer sees the
          system pages; changing who has a role takes the fleet&apos;s admin role. The control
          plane&apos;s own identities are its{' '}
          <Link to={sb.builtinUsers()} className="underline">
            built-in users
          </Link>
          .
        </>
      }
      where="the fleet"
      scope={scope}
      denied={denied}
    >
      {() => <ConferredSection silo={me.siloId} />}
    </AccessPage>
  )
}
