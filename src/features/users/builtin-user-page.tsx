import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { builtinUserView } from '~/resources/builtin-users/queries'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'

/** system/access/built-in-users/{builtinUser}: one identity of the control plane. */
export default function BuiltinUserPage() {
  const user = usePrefetchedQuery(builtinUserView(useRouteParams('builtinUser').builtinUser))
  return (
    <>
      <PageHeader title={user.name}>
        <CopyableId id={user.id} noun="built-in user" />
      </PageHeader>
      <PropertiesTable>
        <Property.Description text={user.description} />
        <Property.Created date={user.timeCreated} />
        <Property.Modified date={user.timeModified} />
      </PropertiesTable>
    </>
  )
}
