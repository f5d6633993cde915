import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { myGroupsQuery } from '~/api/current-user'
import { usePermissions } from '~/api/permissions'
import { recentProjects } from '~/api/recent-projects'
import { ExternalLinkIcon } from '~/ui/icons'
import { OpenProject } from './open-project'
import { useTitleOverride } from './page-title'
import { SignOutButton } from './sign-out'

/** The notice's title: no error, the user is signed in and holds no role yet (issue 27). */
export const NO_ACCESS_TITLE = 'You have no access yet'
export const NO_GROUPS_TEXT =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'
export const NO_GROUPS_DOCS = 'https://docs.oxide.computer/guides/operator/identity-providers'
const NO_ACCESS_ASK = 'Ask an administrator of your silo to add you to a group or give you a role.'

/**
 * No role on the silo and no project opened in this browser. A role on a project only shows
 * nowhere else, since only silo roles may list the silo's projects (real-api-behaviour.md row
 * R1), so a refused project list says nothing of it. False while the silo role is unknown.
 */
function useNoSiloRoleNorProject(): boolean {
  const { siloRole } = usePermissions()
  return siloRole === null && recentProjects.list().length === 0
}

/** Whether the user holds no role at all, as far as the console can tell: also in no group. */
export function useNoRoleAnywhere(): boolean {
  const groups = useQuery(myGroupsQuery).data
  const none = useNoSiloRoleNorProject()
  return groups?.items.length === 0 && none
}

/**
 * For the error page, which has seen the user in no group: the notice when they hold no role
 * at all, else `otherwise`. Loaded with this module only then, so the pages everyone loads
 * carry none of it.
 */
export function NoAccessGate({ Root, otherwise }: { Root: 'main' | 'div'; otherwise: ReactNode }) {
  return useNoSiloRoleNorProject() ? <NoAccessNotice Root={Root} /> : otherwise
}

/**
 * The spec's words for a user in no group with no role on the silo, who to ask, and where to
 * read about it: the notice below, and the projects page of a user refused the silo's list.
 */
export function NoGroupsText() {
  return (
    <>
      <p className="text-secondary">{NO_GROUPS_TEXT}</p>
      <p className="text-secondary">{NO_ACCESS_ASK}</p>
      <a
        href={NO_GROUPS_DOCS}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 text-info-fg underline"
      >
        Read about identity providers
        <ExternalLinkIcon size={12} />
      </a>
    </>
  )
}

/**
 * Spec section 8's notice for a user in no group with no role anywhere: not an error, so no
 * "Try again" or "Back to console" (they lead here again); signing out (as someone else) is
 * the way on, and who to ask is said (issue 27). A role on a project only is invisible to the
 * console until the user names the project (no silo role lists them: row R1), so it offers
 * opening one by name.
 */
function NoAccessNotice({ Root }: { Root: 'main' | 'div' }) {
  useTitleOverride(NO_ACCESS_TITLE)
  return (
    <Root
      id={Root === 'main' ? 'content' : undefined}
      tabIndex={Root === 'main' ? -1 : undefined}
      className={Root === 'main' ? 'flex min-h-full items-center justify-center p-6' : 'py-16'}
    >
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-semibold">{NO_ACCESS_TITLE}</h1>
        <NoGroupsText />
        {/* a role on a project cannot be seen from here (no silo role lists the projects) */}
        <div className="mt-4 w-full text-left">
          <p className="mb-2 text-secondary">Have a role on a project? Open it by its name.</p>
          <OpenProject />
        </div>
        <div className="mt-4 flex justify-center">
          <SignOutButton />
        </div>
      </div>
    </Root>
  )
}
