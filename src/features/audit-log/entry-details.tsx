import type { AuditLogEntry } from '@oxide/api'
import { useQueryClient } from '@tanstack/react-query'
import { actorLabel, resultLabel } from '~/resources/audit-log/queries'
import { DateTime } from '~/ui/date-time'
import { HandoffButton } from '~/ui/handoff-button'
import { PropertiesTable, Property } from '~/ui/properties'
import { ViewSideModal } from '~/ui/side-modal'
import { isoString } from '~/util/dates'
import { handoffText } from '~/util/handoff'

const AUTH_METHOD: Record<string, string> = {
  session_cookie: 'Console session',
  access_token: 'Access token',
  scim_token: 'SCIM token',
}

const durationMs = (e: AuditLogEntry) => e.timeCompleted.getTime() - e.timeStarted.getTime()

/** One entry as a support handoff: what finds the request in the rack's logs, then what failed. */
export function auditHandoff(e: AuditLogEntry, user: string): string {
  const error = e.result.kind === 'error' ? e.result : null
  return handoffText('Oxide audit log entry', [
    ['Request ID', e.requestId],
    ['Time', isoString(e.timeCompleted)],
    ['User', user],
    ['Operation', e.operationId],
    ['Request', e.requestUri],
    ['Result', resultLabel(e.result)],
    ['Error', error?.errorMessage],
    ['Source IP', e.sourceIp],
    ['Entry ID', e.id],
  ])
}

/** Everything the log holds about one call, with the handoff to copy. */
export function EntryDetails({ entry: e, onClose }: { entry: AuditLogEntry; onClose: () => void }) {
  const client = useQueryClient()
  const user = actorLabel(e.actor, client)
  const handoff = auditHandoff(e, user)
  const error = e.result.kind === 'error' ? e.result : null
  return (
    <ViewSideModal title={e.operationId} onClose={onClose}>
      <div>
        <PropertiesTable columns={1}>
          <Property label="Result">{resultLabel(e.result)}</Property>
          {error && <Property label="Error">{error.errorMessage}</Property>}
          <Property label="User">{user}</Property>
          <Property label="Signed in with">
            {e.authMethod ? (AUTH_METHOD[e.authMethod] ?? e.authMethod) : 'Not signed in'}
          </Property>
          <Property label="Completed">
            <DateTime date={e.timeCompleted} />
          </Property>
          <Property label="Duration">{durationMs(e)} ms</Property>
          <Property.Mono label="Request" wrap>
            {e.requestUri}
          </Property.Mono>
          <Property.Mono label="Request ID" wrap>
            {e.requestId}
          </Property.Mono>
          <Property.Mono label="Source IP">{e.sourceIp}</Property.Mono>
          {e.userAgent && (
            <Property label="User agent">
              <span className="break-all">{e.userAgent}</span>
            </Property>
          )}
        </PropertiesTable>
        <h2 className="mb-2 flex items-center justify-between gap-2 font-semibold">
          Support handoff
          <HandoffButton text={handoff} />
        </h2>
        <pre className="overflow-x-auto rounded-md border border-line bg-default p-3 text-sm whitespace-pre-wrap break-all">
          {handoff}
        </pre>
      </div>
    </ViewSideModal>
  )
}
