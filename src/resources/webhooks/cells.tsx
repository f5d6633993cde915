import type {
  AlertDeliveryState,
  WebhookDeliveryAttempt,
  WebhookDeliveryAttemptResult,
} from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '~/api/errors'
import { Badge, type BadgeColor } from '~/ui/badge'
import { DateTime } from '~/ui/date-time'
import { lastDelivery } from './queries'

const STATE_COLOR: Record<AlertDeliveryState, BadgeColor> = {
  delivered: 'green',
  pending: 'blue',
  failed: 'red',
}

export const DeliveryStateBadge = ({ state }: { state: AlertDeliveryState }) => (
  <Badge color={STATE_COLOR[state]}>{state}</Badge>
)

export const RESULT_LABEL: Record<WebhookDeliveryAttemptResult, string> = {
  succeeded: 'succeeded',
  failed_http_error: 'HTTP error',
  failed_unreachable: 'unreachable',
  failed_timeout: 'timed out',
}

/** `#2 HTTP error 503 · 31 ms`, `#3 unreachable`: what one attempt met. */
export function attemptText(a: WebhookDeliveryAttempt) {
  const response = a.response ? ` ${a.response.status} · ${a.response.durationMs} ms` : ''
  return `#${a.attempt} ${RESULT_LABEL[a.result]}${response}`
}

/** Each attempt of a delivery on a line of its own; none yet says so. */
export function AttemptList({ attempts }: { attempts: WebhookDeliveryAttempt[] }) {
  if (attempts.length === 0) return <span className="text-tertiary">No attempts yet</span>
  return (
    <ul className="flex flex-col gap-0.5 font-mono text-xs">
      {attempts.map((a) => (
        <li
          key={a.attempt}
          className={a.result === 'succeeded' ? 'text-secondary' : 'text-danger-fg'}
        >
          {attemptText(a)}
        </li>
      ))}
    </ul>
  )
}

/**
 * The state and time of a receiver's newest delivery. A read per receiver, so not on load
 * (issue 29: nothing on a page grows with the fleet): shown from the cache when the issues
 * page or the receiver's page read it, else read when asked.
 */
export function LastDeliveryCell({ receiver }: { receiver: string }) {
  const [asked, setAsked] = useState(false)
  const { data, error } = useQuery({ ...lastDelivery(receiver), enabled: asked })
  if (error) return <span className="text-xs text-danger-fg">{errorMessage(error)}</span>
  if (!data && !asked)
    return (
      <button
        type="button"
        className="text-xs text-accent-fg underline"
        aria-label={`Check the last delivery to ${receiver}`}
        onClick={() => setAsked(true)}
      >
        Check
      </button>
    )
  if (!data) return <span className="text-tertiary">…</span>
  const last = data.items[0]
  if (!last) return <span className="text-tertiary">None yet</span>
  return (
    <span className="flex items-center gap-2">
      <DeliveryStateBadge state={last.state} />
      <DateTime date={last.timeStarted} />
    </span>
  )
}
