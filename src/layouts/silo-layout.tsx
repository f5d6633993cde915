import { useRouteError } from 'react-router'
import { prefetchSiloRole } from '~/api/permissions'
import { ErrorPage } from '~/components/error-page'
import { FolderIcon } from '~/ui/icons'
import { pb } from '~/util/paths'
import { NavItem, NavSection, Shell } from './shell'

const SiloNav = () => (
  <NavSection label="Silo">
    <NavItem to={pb.projects()} icon={<FolderIcon />}>
      Projects
    </NavItem>
    <NavItem to={pb.siloImages()}>Images</NavItem>
    <NavItem to={pb.siloUtilization()}>Utilization</NavItem>
    <NavItem to={pb.multicastGroups()}>Multicast groups</NavItem>
    <NavItem to={pb.siloAccess()}>Access</NavItem>
  </NavSection>
)

/** The user's silo role, so silo screens disable what it does not allow from the first frame. */
export async function siloLoader() {
  await prefetchSiloRole()
  return null
}

export const SiloLayout = () => <Shell sidebar={<SiloNav />} />

/** When a layout's own loader fails (unknown project, no system access): the silo frame. */
export function SiloErrorBoundary() {
  const error = useRouteError()
  return (
    <Shell sidebar={<SiloNav />}>
      <ErrorPage error={error} />
    </Shell>
  )
}
