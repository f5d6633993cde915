import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { meQuery, myGroupsQuery } from '~/api/current-user'
import { projectPolicyQuery, siloPolicyQuery } from '~/api/permissions'
import { lazyComponent } from '~/components/lazy-component'

/** The notice itself loads only when a role read failed, so the app shell stays small. */
const RoleReadMessage = lazyComponent(() =>
  import('./role-notice-message').then((m) => m.RoleReadMessage),
)

/**
 * When the user's role could not be read (a policy read failed for another reason than "no
 * role"), the controls are left enabled and the server decides; this says so, with the reason
 * and a way to ask again. Only watches the cache: it never starts a read of its own.
 */
export function RoleReadNotice() {
  const project = useParams().project
  // who the user is and their groups are what a policy's role is looked up by: side reads
  // (layouts/auth-layout.tsx) whose failure shows here, where they are used
  const me = useQuery({ ...meQuery, enabled: false })
  const groups = useQuery({ ...myGroupsQuery, enabled: false })
  const silo = useQuery({ ...siloPolicyQuery, enabled: false })
  const proj = useQuery({ ...projectPolicyQuery(project ?? ''), enabled: false })
  const reads = { me, groups, silo, ...(project ? { project: proj } : {}) }
  const failed = Object.entries(reads).filter(([, q]) => q.isError)
  if (failed.length === 0) return null
  return (
    <RoleReadMessage
      reasons={failed.map(([key, q]) => ({ key, error: q.error }))}
      retry={() => {
        for (const [, q] of failed) void q.refetch()
      }}
    />
  )
}
