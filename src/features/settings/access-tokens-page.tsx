import type { DeviceAccessToken } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { prefetch } from '~/api/query'
import { createdColumn } from '~/components/columns'
import { confirmAction } from '~/components/confirm-action'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { accessTokenBulkActions } from '~/resources/access-tokens/actions'
import {
  ACCESS_TOKEN_OPS,
  myAccessTokenList,
  revokeAccessToken,
} from '~/resources/access-tokens/queries'
import { DateTime } from '~/ui/date-time'
import { EmptyState } from '~/ui/empty-state'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'

export function loader({ request }: LoaderFunctionArgs) {
  return prefetch(myAccessTokenList(pageParamsOf(request)))
}

const columns: Column<DeviceAccessToken>[] = [
  {
    header: 'ID',
    value: (t) => t.id,
    cell: (t) => <span className="font-mono text-xs">{t.id}</span>,
  },
  createdColumn<DeviceAccessToken>(),
  {
    header: 'Expires',
    value: (t) => t.timeExpires ?? null,
    cell: (t) =>
      t.timeExpires ? (
        <DateTime date={t.timeExpires} />
      ) : (
        <span className="text-secondary">Never</span>
      ),
  },
]

const revoke = (t: DeviceAccessToken) =>
  confirmAction({
    title: 'Revoke access token',
    content: (
      <>
        Revoke the token <strong className="font-mono text-default">{t.id}</strong>? The client
        using it is signed out at its next request. This cannot be undone.
      </>
    ),
    confirmLabel: 'Revoke',
    danger: true,
    run: () => revokeAccessToken(t),
    touches: ACCESS_TOKEN_OPS,
    success: 'Access token revoked',
  })

const rowActions = (t: DeviceAccessToken): MenuAction[] => [
  { label: 'Revoke', danger: true, onActivate: () => revoke(t) },
]

/** settings/access-tokens: the tokens the device flow granted the signed-in user. */
export default function AccessTokensPage() {
  return (
    <>
      <PageHeader title="Access tokens">
        Tokens that command-line and other clients got by signing in on a device page. A token acts
        as you until it expires or is revoked.
      </PageHeader>
      <QueryTable
        label="Access tokens"
        query={myAccessTokenList}
        columns={columns}
        rowActions={rowActions}
        bulkActions={accessTokenBulkActions}
        emptyState={
          <EmptyState
            title="No access tokens"
            body="Sign in from a client such as the Oxide CLI (oxide auth login) and confirm its code here to create one."
          />
        }
      />
    </>
  )
}
