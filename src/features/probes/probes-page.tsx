import type { ProbeInfo } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { nameColumn, textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { useRouteParams } from '~/components/route-params'
import { confirmDeleteProbe, probeBulkActions } from '~/resources/probes/actions'
import { probeList } from '~/resources/probes/queries'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { probeAddress, probePrivateIp } from './probe-facts'

const columns = (project: string): Column<ProbeInfo>[] => [
  nameColumn((p) => pb.probe({ project, probe: p.name })),
  textColumn('External IP', (p) => probeAddress(p), { mono: true }),
  textColumn('Private IP', (p) => probePrivateIp(p), { mono: true }),
  textColumn('Sled', (p) => p.sled, { mono: true }),
]

/** projects/{project}/probes: the project's networking probes (fleet operators only). */
export default listPage(
  () => ({ ...useRouteParams('project'), denied: useFleetPermissions().cannot('probes') }),
  ({ project, denied }) => ({
    title: 'Probes',
    intro:
      "Networking probes: a zone on a sled with an interface in this project's default subnet and an external address, for checking the data path. For fleet operators.",
    query: (page) => probeList(project, page),
    columns: columns(project),
    denied,
    rowActions: {
      view: (p) => pb.probe({ project, probe: p.name }),
      delete: (p) => confirmDeleteProbe(project, p),
    },
    bulkActions: probeBulkActions(project),
    create: { to: pb.probesNew({ project }), label: 'New probe' },
    empty: {
      title: 'No probes',
      body: 'Place a probe on a sled to test the network path to and from it.',
    },
  }),
)
