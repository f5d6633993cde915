import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '~/api/errors'
import { q } from '~/api/query'
import { pollEvery } from '~/util/poll'

/** How often the API is asked whether it answers, while the tab is visible. */
export const PING_MS = 30_000
const pollPing = pollEvery(PING_MS)

/**
 * The console's health mark in the top bar: `ping` every 30 s, and a plain warning while the
 * API does not answer (no network, a proxy's 502, a timeout). Nothing shows while it does.
 * TanStack Query runs the interval only while the tab is visible (`refetchIntervalInBackground`
 * is off) and asks again when the tab comes back. The shell loads this once the page is on
 * screen (`shell.tsx`), so neither its code nor its first ping is part of a page's load.
 */
export function ApiHealth() {
  const ping = useQuery({
    ...q('ping', {}),
    refetchInterval: pollPing,
    refetchOnWindowFocus: true,
  })
  const failing = ping.isError
  return (
    <span role="status" className="flex items-center">
      {failing && (
        <span
          className="flex items-center gap-1.5 rounded-full bg-danger-subtle px-2 py-0.5 text-xs font-semibold text-danger-fg"
          title={errorMessage(ping.error)}
        >
          <span aria-hidden className="size-1.5 rounded-full bg-current" />
          <span className="sr-only sm:not-sr-only">API not answering</span>
          <span className="sr-only">: {errorMessage(ping.error)}</span>
        </span>
      )}
    </span>
  )
}
