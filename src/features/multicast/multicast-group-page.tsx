import type { MulticastGroupMember } from '@oxide/api'
import { useCallback } from 'react'
import type { PageParams } from '~/api/query'
import { usePrefetchedQuery } from '~/api/query'
import { dateColumn } from '~/components/columns'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { TableSection } from '~/components/table-section'
import { groupSources, MemberInstance, MulticastStateBadge } from '~/resources/multicast/cells'
import { multicastGroupView, multicastMemberList } from '~/resources/multicast/queries'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'

const columns: Column<MulticastGroupMember>[] = [
  { header: 'Instance', cell: (m) => <MemberInstance id={m.instanceId} /> },
  { header: 'State', value: (m) => m.state, cell: (m) => <MulticastStateBadge state={m.state} /> },
  {
    header: 'Source IPs',
    value: (m) => m.sourceIps.join(' '),
    cell: (m) =>
      m.sourceIps.length === 0 ? (
        <span className="text-secondary">Any source</span>
      ) : (
        <span className="font-mono">{m.sourceIps.join(', ')}</span>
      ),
  },
  dateColumn('Joined', (m) => m.timeCreated),
]

/**
 * A multicast group and its members. Members come from any project or silo of the fleet;
 * joining and leaving happen on an instance's Networking tab, so this page only shows.
 */
export default function MulticastGroupPage() {
  const { multicastGroup: selector } = useRouteParams('multicastGroup')
  const group = usePrefetchedQuery(multicastGroupView(selector))
  const members = useCallback((page: PageParams) => multicastMemberList(selector, page), [selector])
  return (
    <>
      <PageHeader title={group.name}>
        <CopyableId id={group.id} noun="group" />
      </PageHeader>
      <PropertiesTable>
        <Property.Mono label="Multicast IP">{group.multicastIp}</Property.Mono>
        <Property label="State">
          <MulticastStateBadge state={group.state} />
        </Property>
        <Property label="Sources">{groupSources(group)}</Property>
        <Property label="Any-source members">{group.hasAnySourceMember ? 'Yes' : 'No'}</Property>
        <Property.Mono label="IP pool ID">{group.ipPoolId}</Property.Mono>
        <Property.Description text={group.description} />
        <Property.Created date={group.timeCreated} />
        <Property.Modified date={group.timeModified} />
      </PropertiesTable>
      <TableSection
        title="Members"
        query={members}
        columns={columns}
        empty={{ title: 'No members', body: 'No instance is in this group.' }}
      />
    </>
  )
}
