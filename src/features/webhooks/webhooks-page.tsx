import type { AlertReceiver } from '@oxide/api'
import { useCallback, useMemo } from 'react'
import { type LoaderFunctionArgs, Outlet, useNavigate } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { type PageParams, prefetch } from '~/api/query'
import { descriptionColumn, nameColumn } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { deleteReceiver, receiverBulkActions } from '~/resources/webhooks/actions'
import { LastDeliveryCell } from '~/resources/webhooks/cells'
import { receiverList, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(receiverList(pageParamsOf(request)))
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

const columns: Column<AlertReceiver>[] = [
  nameColumn((r) => sb.webhook({ receiver: r.name })),
  {
    header: 'Endpoint',
    value: (r) => r.kind.endpoint,
    cell: (r) => (
      <span className="font-mono text-xs [overflow-wrap:anywhere]">{r.kind.endpoint}</span>
    ),
    className: 'min-w-56 whitespace-normal',
  },
  {
    header: 'Subscriptions',
    value: (r) => r.subscriptions.length,
    cell: (r) => (
      <span title={r.subscriptions.join('\n')}>
        {count(r.subscriptions.length, 'subscription')}
      </span>
    ),
  },
  { header: 'Last delivery', cell: (r) => <LastDeliveryCell receiver={r.id} /> },
  descriptionColumn(),
]

const query = (page: PageParams) => receiverList(page)

/** The fleet's webhook receivers: where alerts are sent and how the last delivery went. */
export default function WebhooksPage() {
  const navigate = useNavigate()
  const fleet = useFleetPermissions()
  const denied = fleet.cannot('webhooks')
  const cannotCreate = fleet.cannot('webhookCreate')
  const rowActions = useCallback(
    (r: AlertReceiver): MenuAction[] =>
      disableAll(
        [
          { label: 'Edit', onActivate: () => navigate(sb.webhookEdit({ receiver: r.name })) },
          {
            label: 'Delete',
            danger: true,
            separatorBefore: true,
            onActivate: () =>
              confirmDelete({
                kind: 'webhook',
                name: r.name,
                run: () => deleteReceiver(r),
                touches: WEBHOOK_OPS,
              }),
          },
        ],
        denied,
      ),
    [navigate, denied],
  )
  const bulkActions = useMemo(() => receiverBulkActions(denied), [denied])
  const create = (
    <LinkButton to={sb.webhooksNew()} disabledReason={cannotCreate}>
      <PlusIcon size={14} />
      New webhook
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="Webhooks" actions={create} />
      <QueryTable
        label="Webhooks"
        query={query}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No webhooks"
            body="A webhook receives the fleet's alerts, such as a power supply removed, at a URL of yours."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
