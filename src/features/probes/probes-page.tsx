import type { ProbeInfo } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { type PageParams, prefetch } from '~/api/query'
import { nameColumn, textColumn } from '~/components/columns'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { confirmDeleteProbe, probeBulkActions } from '~/resources/probes/actions'
import { probeList } from '~/resources/probes/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { probeAddress, probePrivateIp } from './probe-facts'
import { requireFleetViewer } from './probe-gate'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  await requireFleetViewer()
  await prefetch(probeList(project, pageParamsOf(request)))
  return null
}

const columns = (project: string): Column<ProbeInfo>[] => [
  nameColumn((p) => pb.probe({ project, probe: p.name })),
  textColumn('External IP', (p) => probeAddress(p), { mono: true }),
  textColumn('Private IP', (p) => probePrivateIp(p), { mono: true }),
  textColumn('Sled', (p) => p.sled, { mono: true }),
]

/** projects/{project}/probes: the project's networking probes (fleet operators only). */
export default function ProbesPage() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const denied = useFleetPermissions().cannot('probes')
  const cols = useMemo(() => columns(project), [project])
  const query = useCallback((page: PageParams) => probeList(project, page), [project])
  const rowActions = useCallback(
    (p: ProbeInfo): MenuAction[] => [
      { label: 'View', onActivate: () => navigate(pb.probe({ project, probe: p.name })) },
      {
        label: 'Delete',
        danger: true,
        separatorBefore: true,
        disabled: denied ?? false,
        onActivate: () => confirmDeleteProbe(project, p),
      },
    ],
    [navigate, project, denied],
  )
  const bulkActions = useMemo(() => probeBulkActions(project, denied), [project, denied])
  const create = (
    <LinkButton to={pb.probesNew({ project })} disabledReason={denied}>
      <PlusIcon size={14} />
      New probe
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Probes" actions={create}>
        Networking probes: a zone on a sled with an interface in this project&apos;s default subnet
        and an external address, for checking the data path. For fleet operators.
      </PageHeader>
      <QueryTable
        label="Probes"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No probes"
            body="Place a probe on a sled to test the network path to and from it."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
