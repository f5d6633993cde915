import type { DeviceAccessToken } from '@oxide/api'
import { call } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import { ACCESS_TOKEN_OPS } from './queries'

export const revokeAccessToken = (token: DeviceAccessToken) =>
  call('currentUserAccessTokenDelete', { path: { tokenId: token.id } })

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

/** Revoke one token, once the user confirms. */
export const confirmRevokeAccessToken = (t: DeviceAccessToken) =>
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
