import { formatDateTime, isoString } from '~/util/dates'
import { cn } from './cn'

/** A date and time on one line; `wrap` lets it break between the two where space is short. */
export const DateTime = ({ date, wrap }: { date: Date; wrap?: boolean }) => (
  <time
    dateTime={isoString(date)}
    className={cn('text-secondary', wrap ? 'max-sm:whitespace-normal' : 'whitespace-nowrap')}
  >
    {formatDateTime(date)}
  </time>
)
