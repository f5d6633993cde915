import type { FloatingIp } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { confirmAction, confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { EXTERNAL_IP_OPS } from '~/resources/external-ips/queries'
import { floatingIpBulkActions } from '~/resources/floating-ips/actions'
import {
  cannotDeleteAttached,
  deleteFloatingIp,
  detachFloatingIp,
  floatingIpList,
} from '~/resources/floating-ips/queries'
import { InstanceLink } from '~/resources/instances/cells'
import { PoolName } from '~/resources/ip-pools/cells'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { AttachInstanceModal } from './attach-instance-modal'

export function loader({ params, request }: LoaderFunctionArgs) {
  const { project } = routeParams(params, 'project')
  return prefetch(floatingIpList(project, pageParamsOf(request)))
}

const columns = (project: string): Column<FloatingIp>[] => [
  nameColumn(),
  descriptionColumn(),
  { header: 'IP address', cell: (f) => f.ip, value: (f) => f.ip, className: 'font-mono' },
  { header: 'IP pool', cell: (f) => <PoolName id={f.ipPoolId} /> },
  {
    header: 'Instance',
    // attached first when sorted; the id is what the record holds
    value: (f) => f.instanceId ?? '',
    cell: (f) =>
      f.instanceId ? (
        <InstanceLink project={project} id={f.instanceId} />
      ) : (
        <span className="text-tertiary">—</span>
      ),
  },
  createdColumn(),
]

export default function FloatingIpsPage() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const cols = useMemo(() => columns(project), [project])
  const query = useCallback((page: PageParams) => floatingIpList(project, page), [project])
  const denied = usePermissions(project).cannot('compute')
  const rowActions = useCallback(
    (f: FloatingIp): MenuAction[] =>
      disableAll(
        [
          {
            label: 'Edit',
            onActivate: () => navigate(pb.floatingIpEdit({ project, floatingIp: f.name })),
          },
          f.instanceId
            ? {
                label: 'Detach',
                onActivate: () =>
                  confirmAction({
                    title: 'Detach floating IP',
                    content: `Detach ${f.name} (${f.ip}) from its instance?`,
                    confirmLabel: 'Detach',
                    danger: true,
                    run: () => detachFloatingIp(f),
                    touches: EXTERNAL_IP_OPS,
                    success: `Floating IP ${f.name} detached`,
                  }),
              }
            : { label: 'Attach to instance', onActivate: () => setAttaching(f) },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            disabled: cannotDeleteAttached(f) ?? false,
            onActivate: () =>
              confirmDelete({
                kind: 'floating IP',
                name: f.name,
                run: () => deleteFloatingIp(f),
                touches: EXTERNAL_IP_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, project, denied],
  )
  const bulkActions = useMemo(() => floatingIpBulkActions(denied), [denied])
  const newIp = (
    <LinkButton to={pb.floatingIpsNew({ project })} disabledReason={denied}>
      <PlusIcon size={14} />
      New floating IP
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Floating IPs" actions={newIp} />
      <QueryTable
        label="Floating IPs"
        query={query}
        columns={cols}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No floating IPs"
            body="A floating IP is a public address you keep, and move from instance to instance."
            action={newIp}
          />
        }
      />
      {attaching && (
        <AttachInstanceModal
          project={project}
          floatingIp={attaching}
          onDismiss={() => setAttaching(null)}
        />
      )}
      <Outlet />
    </>
  )
}
