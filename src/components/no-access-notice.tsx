import { ExternalLinkIcon } from '~/ui/icons'
import { SignOutButton } from './sign-out'

export const NO_GROUPS_TEXT =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'
export const NO_GROUPS_DOCS = 'https://docs.oxide.computer/guides/operator/identity-providers'
const NO_ACCESS_ASK = 'Ask an administrator of your silo to add you to a group or give you a role.'

/**
 * Spec section 8's notice for a user in no group with no role anywhere: not an error, so no
 * "Try again" or "Back to console" (they lead here again); signing out (as someone else) is
 * the one way on, and who to ask is said (issue 27).
 */
export function NoAccessNotice({ Root, title }: { Root: 'main' | 'div'; title: string }) {
  return (
    <Root
      id={Root === 'main' ? 'content' : undefined}
      tabIndex={Root === 'main' ? -1 : undefined}
      className={Root === 'main' ? 'flex min-h-full items-center justify-center p-6' : 'py-16'}
    >
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
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
        <div className="mt-4 flex justify-center">
          <SignOutButton />
        </div>
      </div>
    </Root>
  )
}
