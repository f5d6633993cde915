import { errorMessage } from '~/api/errors'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'

/**
 * Why the role could not be read (one reason per failed policy read), and Try again. It comes
 * after the page's content and sticks to the bottom of the screen: a read that fails once the
 * page is up shifts nothing above it (the layouts put it last).
 */
export function RoleReadMessage({
  reasons,
  retry,
}: {
  reasons: { key: string; error: unknown }[]
  retry: () => void
}) {
  return (
    <Message
      variant="notice"
      title="Your role could not be read"
      className="sticky bottom-4 z-10 mt-6 shadow-md"
    >
      {reasons.map(({ key, error }) => (
        <p key={key}>{errorMessage(error)}</p>
      ))}
      <p>Every action stays available; the server checks each one.</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
        Try again
      </Button>
    </Message>
  )
}
