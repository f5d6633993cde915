import { useState } from 'react'
import { call, queryClient } from '~/api/query'
import { endSession } from '~/api/session'
import { Button } from '~/ui/button'
import { toast } from '~/ui/toast'

/**
 * Sign out: end the session, drop every cached answer of this user, leave the page. A full
 * navigation, so nothing of the previous user survives in memory; and should the browser bring
 * this page back from its back/forward cache, it reloads rather than show the old data.
 */
export async function signOut() {
  await call('logout', {})
  endSession()
  queryClient.clear()
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) window.location.reload()
  })
  window.location.assign('/login')
}

export function SignOutButton({ variant = 'ghost' }: { variant?: 'ghost' | 'secondary' }) {
  const [pending, setPending] = useState(false)
  return (
    <Button
      variant={variant}
      loading={pending}
      onClick={() => {
        setPending(true)
        signOut().catch((e: Error) => {
          setPending(false)
          toast.error({ title: 'Sign out', description: e.message })
        })
      }}
    >
      Sign out
    </Button>
  )
}
