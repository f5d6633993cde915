const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** `Mar 5, 2025, 10:00 AM`, in the user's time zone. */
export const formatDateTime = (d: Date) => dateTime.format(d)

/** ISO text for a `<time dateTime>` attribute. */
export const isoString = (d: Date) => d.toISOString()
