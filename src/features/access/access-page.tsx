import type { ComponentProps, ReactNode } from 'react'
import type { IdentityLink } from '~/components/access/role-badge'
import { PageHeader } from '~/components/page-header'
import { AccessSections } from '~/resources/policies/actions'
import { pb } from '~/util/paths'

/** The page of a user or group of the user's own silo, the only silo these pages name. */
export const ownSiloPage: IdentityLink = (i) =>
  i.type === 'silo_user' ? pb.siloUser({ userId: i.id }) : pb.siloGroup({ groupId: i.id })

/** An access page (fleet, silo, project): its header, then the scope's access sections. */
export function AccessPage({
  title,
  intro,
  ...sections
}: Omit<ComponentProps<typeof AccessSections>, 'linkTo' | 'lead'> & {
  title: string
  intro: ReactNode
}) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <AccessSections linkTo={ownSiloPage} {...sections} />
    </>
  )
}
