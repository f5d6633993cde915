import type { ReactNode } from 'react'
import { Unavailable } from '~/api/query'
import { PolicyUnavailable } from '~/components/access/policy-unavailable'
import type { IdentityLink } from '~/components/access/role-badge'
import { PageHeader } from '~/components/page-header'
import { AssignmentsSection } from '~/resources/policies/actions'
import type { PolicyScope } from '~/resources/policies/queries'
import type { Identity } from '~/util/effective-access'
import { pb } from '~/util/paths'

/** The page of a user or group of the user's own silo, the only silo these pages name. */
export const ownSiloPage: IdentityLink = (i) =>
  i.type === 'silo_user' ? pb.siloUser({ userId: i.id }) : pb.siloGroup({ groupId: i.id })

type Policy = Parameters<typeof AssignmentsSection>[0]['policy']

/**
 * An access page (fleet, silo, project): its header, then who holds which role on the scope and
 * the sections the page adds below; or, where the user may not read the policy, why.
 */
export function AccessPage({
  title,
  intro,
  where,
  scope,
  policy,
  identities,
  denied,
  children,
}: {
  title: string
  intro: ReactNode
  /** The scope in words, for the notice when its policy may not be read ('the silo'). */
  where: string
  scope: PolicyScope
  policy: Policy | Unavailable
  identities: Identity[]
  denied: string | undefined
  /** The sections below the assignments, given the policy read. */
  children: (policy: Policy) => ReactNode
}) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      {policy instanceof Unavailable ? (
        <PolicyUnavailable where={where} reason={policy} />
      ) : (
        <div className="flex flex-col gap-10">
          <AssignmentsSection
            scope={scope}
            policy={policy}
            identities={identities}
            denied={denied}
            linkTo={ownSiloPage}
          />
          {children(policy)}
        </div>
      )}
    </>
  )
}
