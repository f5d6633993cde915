import type { UninitializedSled } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { Unavailable } from '~/api/query'
import { textColumn } from '~/components/columns'
import { confirmAddSled, membershipBusy } from '~/resources/inventory/actions'
import { allRacks, uninitializedSleds } from '~/resources/inventory/queries'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { PageSection } from '~/ui/titled-section'
import { RackMembership, useRackMembership } from './rack-membership'

const columns: Column<UninitializedSled>[] = [
  textColumn('Cubby', (s) => s.cubby),
  textColumn('Serial', (s) => s.baseboard.serial, { mono: true }),
  textColumn('Part', (s) => s.baseboard.part, { mono: true }),
]

/**
 * Sleds seated in the rack that are not part of it yet, each with Add to rack (fleet admins),
 * and the rack's membership, which adding a sled changes.
 */
export function UninitializedSleds() {
  const query = useQuery(uninitializedSleds())
  const rackId = useQuery(allRacks()).data?.items[0]?.id
  const membershipQuery = useRackMembership(rackId)
  const membership = membershipQuery.data
  const current = membership instanceof Unavailable ? undefined : membership
  const denied = useFleetPermissions().cannot('rackMembership')
  const busy = membershipBusy(current)
  return (
    <>
      <PageSection title="Uninitialized sleds" className="mt-8">
        {query.isError ? (
          <Message variant="error">{errorMessage(query.error)}</Message>
        ) : (
          <ListTable
            label="Uninitialized sleds"
            rows={query.data?.items ?? []}
            rowKey={(s) => s.baseboard.serial}
            columns={columns}
            actions={(s) => [
              {
                label: 'Add to rack',
                onActivate: () => confirmAddSled(s, current?.version),
                disabled: denied ?? busy ?? false,
              },
            ]}
            empty="Every seated sled is part of the rack."
          />
        )}
      </PageSection>
      {rackId && <RackMembership rackId={rackId} query={membershipQuery} />}
    </>
  )
}
