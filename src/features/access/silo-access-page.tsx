import { usePermissions } from '~/api/permissions'
import { Unavailable } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { policyUpdateAction } from '~/resources/policies/queries'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { ROLES_STRONGEST_FIRST } from '~/util/effective-access'
import { type Role, siloRoleOnProject } from '~/util/roles'
import { prefetchAccess, useAccessData } from './access-data'
import { AssignmentsSection, RoleBadge } from './assignments-section'
import { EffectiveSection } from './effective-section'
import { PolicyUnavailable } from './policy-unavailable'

const scope = { kind: 'silo' } as const

export const loader = () => prefetchAccess(scope)

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
  const { policy, users, identities, groupsOf } = useAccessData(scope)
  const denied = usePermissions().cannot(policyUpdateAction(scope))
  return (
    <>
      <PageHeader title="Silo access">
        Who holds which role on the silo. A silo role also carries down to every project.
      </PageHeader>
      {policy instanceof Unavailable ? (
        <PolicyUnavailable where="the silo" reason={policy} />
      ) : (
        <div className="flex flex-col gap-10">
          <AssignmentsSection
            scope={scope}
            policy={policy}
            identities={identities}
            denied={denied}
          />
          <section aria-labelledby="meaning-heading" className="flex flex-col gap-2">
            <h2 id="meaning-heading" className="text-base font-semibold">
              What a silo role means for projects
            </h2>
            <ListTable
              label="What a silo role means for projects"
              columns={meaning}
              rows={[...ROLES_STRONGEST_FIRST]}
              rowKey={(r) => r}
              empty=""
            />
          </section>
          <EffectiveSection scope="silo" users={users} groupsOf={groupsOf} policy={policy} />
        </div>
      )}
    </>
  )
}
