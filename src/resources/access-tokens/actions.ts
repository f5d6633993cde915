import type { DeviceAccessToken } from '@oxide/api'
import type { BulkAction } from '~/components/list/bulk-actions'
import { ACCESS_TOKEN_OPS, revokeAccessToken } from './queries'

/** Revoke many of the user's tokens at once: each is one DELETE of the user's own. */
export const accessTokenBulkActions: BulkAction<DeviceAccessToken>[] = [
  {
    label: 'Revoke',
    title: 'Revoke access tokens',
    run: revokeAccessToken,
    touches: ACCESS_TOKEN_OPS,
    danger: true,
    warning: 'Clients using them are signed out at their next request.',
  },
]
