import type { AffinityGroupMember, InstanceState } from '@oxide/api'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { NameLink } from '~/components/columns'
import { confirmDelete, removeAction } from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { InstanceStateBadge } from '~/components/state-badges'
import { deleteGroup, removeMember } from '~/resources/affinity-groups/actions'
import { GROUP_OPS, groupView, KIND_LABEL, memberList } from '~/resources/affinity-groups/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { isTransitional } from '~/util/instance-states'
import { pb } from '~/util/paths'
import { pollWhileAny } from '~/util/poll'
import { useKind } from './affinity-kind'

/** A form opened on demand: its code (and the form library's) loads when it opens. */
const AddMemberModal = lazyComponent(() =>
  import('./add-member-modal').then((m) => m.AddMemberModal),
)

type Member = AffinityGroupMember['value']

const memberColumns = (project: string): Column<Member>[] => [
  {
    header: 'Instance',
    cell: (m) => <NameLink to={pb.instance({ project, instance: m.name })}>{m.name}</NameLink>,
  },
  { header: 'State', cell: (m) => <InstanceStateBadge state={m.runState} /> },
]

/** Members show their run state; a transitional one settles on screen. */
const pollMembers = pollWhileAny((m: { value: { runState: InstanceState } }) =>
  isTransitional(m.value.runState),
)

export default function AffinityGroupPage() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'group')
  const project = params.project
  const kind = useKind()
  const group = usePrefetchedQuery(groupView(kind, project, params.group))
  const members = usePrefetchedQuery({
    ...memberList(kind, project, params.group),
    refetchInterval: pollMembers,
  }).items
  const [adding, setAdding] = useState(false)
  const label = KIND_LABEL[kind]
  const p = { project, group: group.name, kind }
  const denied = usePermissions(project).cannot('compute')
  return (
    <>
      <PageHeader
        title={group.name}
        actions={
          <>
            <LinkButton to={pb.affinityGroupEdit(p)} variant="secondary" disabledReason={denied}>
              Edit
            </LinkButton>
            <Button
              variant="danger"
              disabledReason={denied}
              onClick={() =>
                confirmDelete({
                  kind: label,
                  name: group.name,
                  run: () => deleteGroup(kind, project, group.name),
                  touches: GROUP_OPS,
                  after: () => navigate(pb.affinity({ project, kind })),
                })
              }
            >
              Delete
            </Button>
          </>
        }
      >
        <span className="flex flex-wrap items-center gap-3">
          <Badge color={kind === 'affinity' ? 'blue' : 'purple'}>{kind}</Badge>
          <CopyableId id={group.id} noun="group" />
        </span>
      </PageHeader>
      <PropertiesTable>
        <Property label="Kind">{label}</Property>
        <Property label="Policy">{group.policy}</Property>
        <Property label="Failure domain">{group.failureDomain}</Property>
        <Property.Description text={group.description} />
        <Property.Created date={group.timeCreated} />
        <Property.Modified date={group.timeModified} />
      </PropertiesTable>
      <TitledSection
        title="Members"
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabledReason={denied}
            onClick={() => setAdding(true)}
          >
            Add instance
          </Button>
        }
      >
        <ListTable
          label="Members"
          columns={memberColumns(project)}
          rows={members.map((m) => m.value)}
          rowKey={(m) => m.id}
          rowName={(m) => m.name}
          empty="No instances in this group"
          actions={(m) => [
            removeAction({
              title: 'Remove instance',
              content: `Remove ${m.name} from ${group.name}?`,
              run: () => removeMember(kind, project, group.name, m.name),
              touches: GROUP_OPS,
              success: `${m.name} removed from ${group.name}`,
              denied,
            }),
          ]}
        />
      </TitledSection>
      {adding && (
        <AddMemberModal
          kind={kind}
          project={project}
          group={group.name}
          members={members.map((m) => m.value.id)}
          onDismiss={() => setAdding(false)}
        />
      )}
    </>
  )
}
