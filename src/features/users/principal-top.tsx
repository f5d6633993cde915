import type { Group, User } from '@oxide/api'
import { PageHeader } from '~/components/page-header'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'

/** The top of a user's or a group's page: its name, its ID to copy, and its silo and times. */
export function PrincipalTop({ principal, noun }: { principal: User | Group; noun: string }) {
  return (
    <>
      <PageHeader title={principal.displayName}>
        <CopyableId id={principal.id} noun={noun} />
      </PageHeader>
      <PropertiesTable>
        <Property.Mono label="Silo ID" small wrap>
          {principal.siloId}
        </Property.Mono>
        <Property.Created date={principal.timeCreated} />
        <Property.Modified date={principal.timeModified} />
      </PropertiesTable>
    </>
  )
}
