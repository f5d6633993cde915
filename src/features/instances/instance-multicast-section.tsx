import type { Instance, MulticastGroupMember } from '@oxide/api'
import { useState } from 'react'
import { Link } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { MulticastStateBadge } from '~/resources/multicast/cells'
import { instanceMulticastGroups, MULTICAST_OPS } from '~/resources/multicast/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { pb } from '~/util/paths'
import { JoinMulticastGroupModal } from './lazy-modals'

const columns: Column<MulticastGroupMember>[] = [
  {
    header: 'Multicast IP',
    cell: (m) => (
      <Link
        to={pb.multicastGroup({ multicastGroup: m.multicastIp })}
        className="font-mono hover:underline"
      >
        {m.multicastIp}
      </Link>
    ),
  },
  { header: 'State', cell: (m) => <MulticastStateBadge state={m.state} /> },
  {
    header: 'Source IPs',
    cell: (m) =>
      m.sourceIps.length === 0 ? (
        <span className="text-secondary">Any source</span>
      ) : (
        <span className="font-mono">{m.sourceIps.join(', ')}</span>
      ),
  },
]

/**
 * The networking tab's multicast groups: the instance's memberships, with join and leave. The
 * server sets no run-state rule (a stopped instance's member waits as `Joining`), so only the
 * role disables them. A membership names its group by address: the API gives no group name.
 */
export function InstanceMulticastSection({
  project,
  instance,
}: {
  project: string
  instance: Instance
}) {
  const [joining, setJoining] = useState(false)
  const memberships = usePrefetchedQuery(instanceMulticastGroups(project, instance.name)).items
  const denied = usePermissions(project).cannot('compute')
  const leave = (m: MulticastGroupMember) =>
    confirmAction({
      title: 'Leave multicast group',
      content: `Remove ${instance.name} from the group at ${m.multicastIp}? The last member to leave removes the group.`,
      confirmLabel: 'Leave',
      danger: true,
      run: () =>
        call('instanceMulticastGroupLeave', {
          path: { instance: instance.name, multicastGroup: m.multicastGroupId },
          query: { project },
        }),
      touches: MULTICAST_OPS,
      success: `${instance.name} left the group at ${m.multicastIp}`,
    })
  return (
    <TitledSection
      title="Multicast groups"
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabledReason={denied}
          onClick={() => setJoining(true)}
        >
          Join multicast group
        </Button>
      }
    >
      <ListTable
        label="Multicast groups"
        columns={columns}
        rows={memberships}
        rowKey={(m) => m.id}
        rowName={(m) => m.multicastIp}
        empty="Not in any multicast group"
        actions={(m) => [
          { label: 'Leave', danger: true, disabled: denied ?? false, onActivate: () => leave(m) },
        ]}
      />
      {joining && (
        <JoinMulticastGroupModal
          project={project}
          instance={instance}
          joined={memberships.map((m) => m.multicastGroupId)}
          onDismiss={() => setJoining(false)}
        />
      )}
    </TitledSection>
  )
}
