import type { Group, Silo } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { meQuery } from '~/api/current-user'
import { errorMessage } from '~/api/errors'
import { NameLink, textColumn } from '~/components/columns'
import { siloGroups } from '~/resources/users/queries'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { PageSection } from '~/ui/titled-section'
import { pb } from '~/util/paths'

const columns: Column<Group>[] = [
  {
    header: 'Name',
    cell: (g) => <NameLink to={pb.siloGroup({ groupId: g.id })}>{g.displayName}</NameLink>,
  },
  textColumn('ID', (g) => g.id, { mono: true }),
]

/**
 * The silo's groups. The API lists the groups of the caller's own silo only (`groupList`;
 * no system call lists another silo's), so another silo's page says so instead.
 */
export function SiloGroups({ silo }: { silo: Silo }) {
  const me = useQuery(meQuery).data
  const own = me?.siloId === silo.id
  const groups = useQuery({ ...siloGroups(), enabled: own })
  return (
    <PageSection title="Groups" className="mt-8">
      {!me ? null : !own ? (
        <p className="text-sm text-secondary">
          The API lists the groups of your own silo only: {silo.name}&apos;s groups show to its own
          users, on their access page.
        </p>
      ) : groups.isError ? (
        <Message variant="error">{errorMessage(groups.error)}</Message>
      ) : (
        <ListTable
          label="Groups"
          rows={groups.data?.items ?? []}
          rowKey={(g) => g.id}
          rowName={(g) => g.displayName}
          columns={columns}
          empty={groups.isPending ? 'Loading groups…' : 'This silo has no groups.'}
        />
      )}
    </PageSection>
  )
}
