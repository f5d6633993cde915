import { formatDateTime, isoString } from '~/util/dates'

export const DateTime = ({ date }: { date: Date }) => (
  <time dateTime={isoString(date)} className="whitespace-nowrap text-secondary">
    {formatDateTime(date)}
  </time>
)
