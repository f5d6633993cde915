import type { MulticastGroup } from '@oxide/api'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { groupSources, MulticastStateBadge } from '~/resources/multicast/cells'
import { multicastGroupList } from '~/resources/multicast/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'

const columns: Column<MulticastGroup>[] = [
  nameColumn((g) => pb.multicastGroup({ multicastGroup: g.name })),
  descriptionColumn(),
  {
    header: 'Multicast IP',
    value: (g) => g.multicastIp,
    cell: (g) => <span className="font-mono">{g.multicastIp}</span>,
  },
  { header: 'Sources', value: groupSources, cell: (g) => groupSources(g) },
  { header: 'State', value: (g) => g.state, cell: (g) => <MulticastStateBadge state={g.state} /> },
  createdColumn(),
]

/**
 * Every multicast group of the fleet: the API scopes them to no project or silo. A group is
 * made when an instance first joins it and goes with its last member, from an instance's
 * Networking tab; this list has nothing to create.
 */
export default listPage(() => ({
  title: 'Multicast groups',
  intro:
    'Groups are shared by the whole fleet. An instance joins or leaves one on its Networking tab.',
  query: (page) => multicastGroupList(page),
  columns,
  empty: {
    title: 'No multicast groups',
    body: 'A group appears when an instance joins it, from the instance’s Networking tab.',
  },
}))
