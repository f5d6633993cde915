import type { DeviceAccessToken } from '@oxide/api'
import { createdColumn, idColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { accessTokenBulkActions, confirmRevokeAccessToken } from '~/resources/access-tokens/actions'
import { myAccessTokenList } from '~/resources/access-tokens/queries'
import { DateTime } from '~/ui/date-time'
import type { Column } from '~/ui/table'

const columns: Column<DeviceAccessToken>[] = [
  idColumn(),
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

/** settings/access-tokens: the tokens the device flow granted the signed-in user. */
export default listPage(() => ({
  title: 'Access tokens',
  intro:
    'Tokens that command-line and other clients got by signing in on a device page. A token acts as you until it expires or is revoked.',
  query: (page) => myAccessTokenList(page),
  columns,
  rowActions: (t) => [
    { label: 'Revoke', danger: true, onActivate: () => confirmRevokeAccessToken(t) },
  ],
  bulkActions: accessTokenBulkActions,
  empty: {
    title: 'No access tokens',
    body: 'Sign in from a client such as the Oxide CLI (oxide auth login) and confirm its code here to create one.',
  },
}))
