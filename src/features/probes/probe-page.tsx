import { Link, type LoaderFunctionArgs, useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch, Unavailable, usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { routeParams, useRouteParams } from '~/components/route-params'
import { confirmDeleteProbe } from '~/resources/probes/actions'
import { probeView } from '~/resources/probes/queries'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import { pb } from '~/util/paths'
import { sb } from '~/util/system-paths'
import { probeAddress, probePrivateIp } from './probe-facts'
import { requireFleetViewer } from './probe-gate'

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, probe } = routeParams(params, 'project', 'probe')
  await requireFleetViewer()
  await prefetch(probeView(project, probe))
  return null
}

/** projects/{project}/probes/{probe}: where the probe runs and its addresses. */
export default function ProbePage() {
  const navigate = useNavigate()
  const { project, probe: name } = useRouteParams('project', 'probe')
  const probe = usePrefetchedQuery(probeView(project, name))
  const denied = useFleetPermissions().cannot('probes')
  if (probe instanceof Unavailable)
    return (
      <>
        <PageHeader title={name} />
        <Message variant="notice" title="You cannot view this probe">
          {probe.message}. The API shows a probe to those who may change the project (its
          collaborator role or higher) as well as read the fleet.
        </Message>
      </>
    )
  const nic = probe.interface
  return (
    <>
      <PageHeader
        title={probe.name}
        actions={
          <Button
            variant="danger"
            disabledReason={denied}
            onClick={() =>
              confirmDeleteProbe(project, probe, () => navigate(pb.probes({ project })))
            }
          >
            Delete
          </Button>
        }
      />
      <PropertiesTable>
        <Property.Id id={probe.id} noun="probe" />
        <Property label="Sled">
          <Link
            to={sb.sledInstances({ sledId: probe.sled })}
            className="font-mono text-xs break-all hover:underline"
          >
            {probe.sled}
          </Link>
        </Property>
        <Property.Mono label="External IP">{probeAddress(probe)}</Property.Mono>
        <Property.Mono label="Private IP">{probePrivateIp(probe)}</Property.Mono>
        <Property.Mono label="MAC">{nic.mac}</Property.Mono>
        <Property.Mono label="VNI">{nic.vni}</Property.Mono>
      </PropertiesTable>
    </>
  )
}
