import { useRouteError } from 'react-router'
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
    <NavItem to={pb.siloAccess()}>Access</NavItem>
  </NavSection>
)

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
