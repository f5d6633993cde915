import type { Unavailable } from '~/api/query'
import { Message } from '~/ui/message'

/**
 * In place of the access lists when the server refuses the policy read (403): the page still
 * shows, and says why, rather than the error page.
 */
export function PolicyUnavailable({ where, reason }: { where: string; reason: Unavailable }) {
  return (
    <Message variant="notice" title={`You cannot see who has access to ${where}`}>
      {reason.message}. Reading the role assignments of {where} needs the viewer role there; ask an
      admin of {where} for it.
    </Message>
  )
}
