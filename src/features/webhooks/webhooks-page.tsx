import type { AlertReceiver } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { deleteReceiver, receiverBulkActions } from '~/resources/webhooks/actions'
import { LastDeliveryCell } from '~/resources/webhooks/cells'
import { receiverList, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

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
  { header: 'Last delivery', cell: (r) => <LastDeliveryCell receiver={r.name} /> },
  descriptionColumn(),
]

/** The fleet's webhook receivers: where alerts are sent and how the last delivery went. */
export default listPage(
  () => {
    const fleet = useFleetPermissions()
    return { denied: fleet.cannot('webhooks'), cannotCreate: fleet.cannot('webhookCreate') }
  },
  ({ denied, cannotCreate }) => ({
    title: 'Webhooks',
    query: (page) => receiverList(page),
    columns,
    denied,
    rowActions: {
      edit: (r) => sb.webhookEdit({ receiver: r.name }),
      delete: { kind: 'webhook', run: deleteReceiver, touches: WEBHOOK_OPS },
    },
    bulkActions: receiverBulkActions,
    create: { to: sb.webhooksNew(), label: 'New webhook', disabledReason: cannotCreate },
    empty: {
      title: 'No webhooks',
      body: "A webhook receives the fleet's alerts, such as a power supply removed, at a URL of yours.",
    },
  }),
)
