import { usePermissions } from '~/api/permissions'
import { RoleBadge } from '~/components/access/role-badge'
import { policyUpdateAction } from '~/resources/policies/queries'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { ROLES_STRONGEST_FIRST } from '~/util/effective-access'
import { type Role, siloRoleOnProject } from '~/util/roles'
import { AccessPage } from './access-page'

const scope = { kind: 'silo' } as const

/** What a silo role gives on every project of the silo, read-only (omicron.polar). */
const meaning: Column<Role>[] = [
  { header: 'Silo role', cell: (r) => <RoleBadge role={r} /> },
  {
    header: 'On each project',
    cell: (r) => {
      const onProject = siloRoleOnProject(r)
      return onProject ? <RoleBadge role={onProject} /> : null
    },
  },
]

export default function SiloAccessPage() {
  const denied = usePermissions().cannot(policyUpdateAction(scope))
  return (
    <AccessPage
      title="Silo access"
      intro="Who holds which role on the silo. A silo role also carries down to every project."
      where="the silo"
      scope={scope}
      denied={denied}
    >
      {() => (
        <TitledSection title="What a silo role means for projects" headingId="meaning-heading">
          <ListTable
            label="What a silo role means for projects"
            columns={meaning}
            rows={[...ROLES_STRONGEST_FIRST]}
            rowKey={(r) => r}
            empty=""
          />
        </TitledSection>
      )}
    </AccessPage>
  )
}
