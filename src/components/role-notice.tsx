import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { errorMessage } from '~/api/errors'
import { projectPolicyQuery, siloPolicyQuery } from '~/api/permissions'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'

/**
 * When the user's role could not be read (a policy read failed for another reason than "no
 * role"), the controls are left enabled and the server decides; this says so, with the reason
 * and a way to ask again. Only watches the cache: it never starts a read of its own.
 */
export function RoleReadNotice() {
  const project = useParams().project
  const silo = useQuery({ ...siloPolicyQuery, enabled: false })
  const proj = useQuery({ ...projectPolicyQuery(project ?? ''), enabled: false })
  const failed = [silo, ...(project ? [proj] : [])].filter((q) => q.isError)
  if (failed.length === 0) return null
  return (
    <Message variant="notice" title="Your role could not be read" className="mb-4">
      {failed.map((q) => (
        <p key={q === silo ? 'silo' : 'project'}>{errorMessage(q.error)}</p>
      ))}
      <p>Every action stays available; the server checks each one.</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => {
          for (const q of failed) void q.refetch()
        }}
      >
        Try again
      </Button>
    </Message>
  )
}
