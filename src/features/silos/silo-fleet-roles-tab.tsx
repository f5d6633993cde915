import type { Silo, SiloRole } from '@oxide/api'
import { ListTable } from '~/ui/list-table'
import { ROLE_LABEL } from '~/util/roles'

const SILO_ROLES: SiloRole[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']

/**
 * Which fleet role each silo role of this silo confers (`mapped_fleet_roles`): a silo admin
 * mapped to fleet admin administers the whole rack. Set when the silo is made; the API has no
 * call to change it.
 */
export function SiloFleetRolesTab({ silo }: { silo: Silo }) {
  const rows = SILO_ROLES.map((role) => ({ role, fleet: silo.mappedFleetRoles[role] ?? [] }))
  return (
    <>
      <p className="mb-3 text-secondary">
        The fleet role a user holds through their role on this silo. Set when the silo is made.
      </p>
      <ListTable
        label="Fleet roles"
        rows={rows}
        rowKey={(r) => r.role}
        empty="No silo roles"
        columns={[
          {
            header: 'Silo role',
            cell: (r) => `Silo ${ROLE_LABEL[r.role]}`,
            className: 'font-medium',
          },
          {
            header: 'Fleet role',
            cell: (r) =>
              r.fleet.length ? (
                r.fleet.map((f) => `Fleet ${f}`).join(', ')
              ) : (
                <span className="text-secondary">None</span>
              ),
          },
        ]}
      />
    </>
  )
}
