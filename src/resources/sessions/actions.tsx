import { confirmAction } from '~/components/confirm-action'
import { signOut } from '~/components/sign-out'
import { toast } from '~/ui/toast'
import { signOutEverywhere } from './queries'

/** End every session and token of the user's, once they confirm; then sign this browser out. */
export const confirmSignOutEverywhere = (userId: string) =>
  confirmAction({
    title: 'Sign out everywhere',
    content: (
      <>
        This ends every console session of yours,{' '}
        <strong className="text-default">this browser's too</strong>, and revokes all your access
        tokens, so command-line clients must sign in again. You will go to the sign-in page.
      </>
    ),
    confirmLabel: 'Sign out everywhere',
    danger: true,
    run: () => signOutEverywhere(userId),
    // nothing to refresh: every session is gone, this page's too
    touches: [],
    after: () => {
      signOut().catch((e: Error) => toast.error({ title: 'Sign out', description: e.message }))
    },
  })
