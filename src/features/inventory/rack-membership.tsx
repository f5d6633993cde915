import type { RackMembershipStatus } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { invalidate, Unavailable } from '~/api/query'
import { confirmAbortMembership } from '~/resources/inventory/actions'
import { rackMembership } from '~/resources/inventory/queries'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { DateTime } from '~/ui/date-time'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import { PageSection } from '~/ui/titled-section'
import { pollWhile } from '~/util/poll'

const inProgress = (m: RackMembershipStatus | Unavailable) =>
  !(m instanceof Unavailable) && m.state === 'in_progress'
const pollMembership = pollWhile(inProgress)

/**
 * The rack's latest membership change, polled while it is in progress. When it settles the sled
 * lists are read again: a committed change has moved its sleds into the rack.
 */
export function useRackMembership(rackId: string | undefined) {
  const query = useQuery({
    ...rackMembership(rackId ?? ''),
    enabled: !!rackId,
    refetchInterval: pollMembership,
  })
  const state = query.data instanceof Unavailable ? undefined : query.data?.state
  const before = useRef(state)
  useEffect(() => {
    if (before.current === 'in_progress' && state && state !== 'in_progress')
      void invalidate('sledList', 'sledListUninitialized')
    before.current = state
  }, [state])
  return query
}

const STATE = {
  in_progress: { text: 'In progress', color: 'yellow' },
  committed: { text: 'Committed', color: 'green' },
  aborted: { text: 'Aborted', color: 'red' },
} as const

/** The membership's facts, who has yet to acknowledge it, and Abort while it is in progress. */
export function RackMembership({
  rackId,
  query,
}: {
  rackId: string
  query: ReturnType<typeof useRackMembership>
}) {
  const denied = useFleetPermissions().cannot('rackMembership')
  const m = query.data
  return (
    <PageSection title="Rack membership" className="mt-8">
      {query.isError ? (
        <Message variant="error">{errorMessage(query.error)}</Message>
      ) : !m ? (
        <p className="text-secondary">Reading the rack&apos;s membership…</p>
      ) : m instanceof Unavailable ? (
        <p className="text-secondary">This rack has no membership record yet.</p>
      ) : (
        <>
          <PropertiesTable>
            <Property label="Version">{m.version}</Property>
            <Property label="State">
              <Badge color={STATE[m.state].color}>{STATE[m.state].text}</Badge>
            </Property>
            <Property label="Members">{m.members.length} sleds</Property>
            <Property label="Proposed">
              <DateTime date={m.timeCreated} />
            </Property>
            {m.timeCommitted && (
              <Property label="Committed">
                <DateTime date={m.timeCommitted} />
              </Property>
            )}
            {m.timeAborted && (
              <Property label="Aborted">
                <DateTime date={m.timeAborted} />
              </Property>
            )}
          </PropertiesTable>
          {m.state === 'in_progress' && (
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="text-secondary" aria-live="polite">
                {m.unacknowledgedMembers.length === 0
                  ? 'Every member has acknowledged; the change is committing.'
                  : `Waiting for ${m.unacknowledgedMembers.length} of ${m.members.length} members to acknowledge: `}
                <span className="font-mono">
                  {m.unacknowledgedMembers.map((b) => b.serialNumber).join(', ')}
                </span>
              </div>
              <Button
                variant="danger"
                onClick={() => confirmAbortMembership(rackId, m.version)}
                disabledReason={denied}
              >
                Abort change
              </Button>
            </div>
          )}
        </>
      )}
    </PageSection>
  )
}
