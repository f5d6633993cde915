import { Link } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { Unavailable } from '~/api/query'
import { PolicyUnavailable } from '~/components/access/policy-unavailable'
import { IdentityName, RoleBadge } from '~/components/access/role-badge'
import { useRouteParams } from '~/components/route-params'
import { policyUpdateAction } from '~/resources/policies/queries'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { type AssignmentRow, assignmentRows, TYPE_LABEL } from '~/util/effective-access'
import { pb } from '~/util/paths'
import { siloRoleOnProject } from '~/util/roles'
import { AccessPage, ownSiloPage } from './access-page'

/** Name with its type beneath, so the table fits a phone: it holds no control to scroll to. */
const fromSilo: Column<AssignmentRow>[] = [
  {
    header: 'Name',
    cell: (r) => (
      <>
        <IdentityName identity={r} linkTo={ownSiloPage} />
        <span className="block text-xs text-secondary">{TYPE_LABEL[r.type]}</span>
      </>
    ),
  },
  { header: 'Silo role', cell: (r) => <RoleBadge role={r.role} /> },
  {
    header: 'Here',
    cell: (r) => {
      const here = siloRoleOnProject(r.role)
      return here ? <RoleBadge role={here} /> : null
    },
  },
]

export default function ProjectAccessPage() {
  const { project } = useRouteParams('project')
  const scope = { kind: 'project', project } as const
  const denied = usePermissions(project).cannot(policyUpdateAction(scope))
  return (
    <AccessPage
      title="Project access"
      intro={<>Who holds which role on {project}, directly or carried down from the silo.</>}
      where={project}
      scope={scope}
      denied={denied}
    >
      {({ silo, identities }) => (
        <TitledSection title="Silo roles that carry down" headingId="silo-roles-heading">
          <p className="text-sm text-secondary">
            Every silo role applies to this project too; a silo collaborator or admin is admin here.
            They are changed on the{' '}
            <Link to={pb.siloAccess()} className="underline">
              silo access page
            </Link>
            .
          </p>
          {silo instanceof Unavailable ? (
            <PolicyUnavailable where="the silo" reason={silo} />
          ) : (
            <ListTable
              label="Silo roles that carry down"
              columns={fromSilo}
              rows={assignmentRows(silo, identities)}
              rowKey={(r) => r.id}
              empty="No one has a silo role"
            />
          )}
        </TitledSection>
      )}
    </AccessPage>
  )
}
