import { NoGroupsText, useNoRoleAnywhere } from '~/components/no-access-notice'
import { OpenProject } from '~/components/open-project'
import { Message } from '~/ui/message'

/**
 * The projects page of a user the server does not list the silo's projects to: a role on a
 * project only (real-api-behaviour.md row R1). Not an error: the page says why and offers the
 * way on, opening a project by name or one opened before. A user who seems to hold no role
 * at all also gets the spec's no-groups text.
 */
export function ProjectsUnlisted({ reason }: { reason: string }) {
  const noRole = useNoRoleAnywhere()
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Message variant="notice" title="The silo’s projects are not listed to you">
        <p>{reason} Open a project you have a role on by its name.</p>
      </Message>
      {noRole && (
        <div className="flex flex-col gap-2">
          <NoGroupsText />
        </div>
      )}
      <OpenProject />
    </div>
  )
}
