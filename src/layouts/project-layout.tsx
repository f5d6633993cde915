import { useQuery } from '@tanstack/react-query'
import { Link, type LoaderFunctionArgs } from 'react-router'
import { meQuery } from '~/api/current-user'
import { prefetchProjectRole, rememberOpenedProject } from '~/api/permissions'
import { ensure, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { projectView } from '~/resources/projects/queries'
import { ChevronLeftIcon } from '~/ui/icons'
import { pb } from '~/util/paths'
import { NavItem, NavSection, Shell } from './shell'

/**
 * The project, and the user's role on it (never failing the page: the server decides then). A
 * project that opened is remembered for a user who may not list the silo's projects.
 */
export async function projectLoader({ params }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  const [opened] = await Promise.all([ensure(projectView(project)), prefetchProjectRole(project)])
  rememberOpenedProject(opened.name)
  return null
}

export function ProjectLayout() {
  const project = usePrefetchedQuery(projectView(useRouteParams('project').project))
  const p = { project: project.name }
  // probes are the fleet's business (the API lists them to fleet viewers only)
  // unknown while the current user could not be read (auth-layout.tsx): no probes then
  const fleetViewer = useQuery(meQuery).data?.fleetViewer ?? false
  return (
    <Shell
      sidebar={
        <>
          <div className="flex flex-col gap-1">
            <Link
              to={pb.projects()}
              className="flex items-center gap-1 px-2.5 text-xs text-secondary hover:text-default"
            >
              <ChevronLeftIcon size={12} />
              All projects
            </Link>
            <p className="truncate px-2.5 text-base font-semibold" title={project.name}>
              {project.name}
            </p>
          </div>
          <NavSection label="Project">
            <NavItem to={pb.instances(p)}>Instances</NavItem>
            <NavItem to={pb.disks(p)}>Disks</NavItem>
            <NavItem to={pb.snapshots(p)}>Snapshots</NavItem>
            <NavItem to={pb.projectImages(p)}>Images</NavItem>
            <NavItem to={pb.vpcs(p)}>VPCs</NavItem>
            <NavItem to={pb.floatingIps(p)}>Floating IPs</NavItem>
            <NavItem to={pb.externalSubnets(p)}>External subnets</NavItem>
            <NavItem to={pb.affinity(p)}>Affinity Groups</NavItem>
            <NavItem to={pb.projectAccess(p)}>Access</NavItem>
            {fleetViewer && <NavItem to={pb.probes(p)}>Probes</NavItem>}
          </NavSection>
        </>
      }
    />
  )
}
