import { meQuery, myGroupsQuery } from '~/api/current-user'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { startFleetRoleReads } from '~/api/fleet-role-reads'
import { usePermissions } from '~/api/permissions'
import { ensure, usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { Badge } from '~/ui/badge'
import { CopyButton } from '~/ui/copy-button'
import { UserIcon } from '~/ui/icons'
import { PropertiesTable, Property } from '~/ui/properties'

export async function loader() {
  // the roles fill in as the policies arrive: the page does not wait for them
  startFleetRoleReads()
  await Promise.all([ensure(meQuery), ensure(myGroupsQuery)])
  return null
}

/**
 * A role as the policies give it, or None. Until they have arrived it is a dash; a read that
 * failed is the role notice's to say (the frame shows it).
 */
const roleText = (role: string | null | undefined) => (role === undefined ? '—' : (role ?? 'None'))

/** settings/profile: who the console thinks you are, and where your access comes from. */
export default function ProfilePage() {
  const me = usePrefetchedQuery(meQuery)
  const groups = usePrefetchedQuery(myGroupsQuery)
  const siloRole = usePermissions().siloRole
  const fleetRole = useFleetPermissions().fleetRole
  return (
    <>
      <PageHeader title="Profile" icon={<UserIcon size={20} />} />
      <PropertiesTable>
        <Property label="Name">{me.displayName}</Property>
        <Property label="User ID">
          <span className="truncate font-mono text-xs">{me.id}</span>
          <CopyButton text={me.id} label="Copy user ID" />
        </Property>
        <Property label="Silo">{me.siloName}</Property>
        <Property.Created date={me.timeCreated} />
        <Property label="Role on the silo">{roleText(siloRole)}</Property>
        <Property label="Role on the fleet">{roleText(fleetRole)}</Property>
      </PropertiesTable>
      <h2 className="mb-2 text-base font-semibold">Groups</h2>
      {groups.items.length === 0 ? (
        <p className="text-secondary">You are not in any groups.</p>
      ) : (
        <ul aria-label="Groups" className="flex flex-wrap gap-2">
          {groups.items.map((g) => (
            <li key={g.id}>
              <Badge>{g.displayName}</Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
