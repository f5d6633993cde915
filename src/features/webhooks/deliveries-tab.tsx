import type { AlertDelivery, AlertReceiver } from '@oxide/api'
import { useSearchParams } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { dateColumn } from '~/components/columns'
import { confirmAction } from '~/components/confirm-action'
import { listPage } from '~/components/list-page'
import { useRouteParams } from '~/components/route-params'
import { AttemptList, DeliveryStateBadge } from '~/resources/webhooks/cells'
import {
  DELIVERY_FILTERS,
  type DeliveryFilter,
  deliveryList,
  readDeliveryFilter,
  receiverView,
  WEBHOOK_OPS,
} from '~/resources/webhooks/queries'
import { HandoffButton } from '~/ui/handoff-button'
import { SelectField } from '~/ui/select-field'
import type { Column } from '~/ui/table'
import { deliveryHandoff } from './delivery-handoff'

const FILTER_LABEL: Record<DeliveryFilter, string> = {
  all: 'All',
  failed: 'Failed',
  pending: 'Pending',
  delivered: 'Delivered',
}

function columnsFor(rx: AlertReceiver): Column<AlertDelivery>[] {
  return [
    { header: 'State', value: (d) => d.state, cell: (d) => <DeliveryStateBadge state={d.state} /> },
    {
      header: 'Alert class',
      value: (d) => d.alertClass,
      cell: (d) => <span className="font-mono text-xs">{d.alertClass}</span>,
    },
    dateColumn('Started', (d) => d.timeStarted),
    { header: 'Trigger', value: (d) => d.trigger, cell: (d) => d.trigger },
    { header: 'Attempts', cell: (d) => <AttemptList attempts={d.attempts.webhook} /> },
    {
      header: 'Support',
      cell: (d) =>
        d.state === 'failed' ? (
          <HandoffButton
            text={deliveryHandoff(d, rx)}
            label={`Copy for support: delivery ${d.id}`}
          />
        ) : null,
    },
  ]
}

/**
 * A webhook's deliveries, newest first, with what each attempt met. Any delivery that is not
 * still pending can be sent again (the server starts a new delivery of the same alert); a
 * failed one can be copied as a support handoff.
 */
export default listPage(
  () => {
    const { receiver: selector } = useRouteParams('receiver')
    const rx = usePrefetchedQuery(receiverView(selector))
    const [search, setSearch] = useSearchParams()
    const filter = readDeliveryFilter(search.get('state'))
    const denied = useFleetPermissions().cannot('webhooks')
    return { selector, rx, filter, setSearch, denied }
  },
  ({ selector, rx, filter, setSearch, denied }) => ({
    heading: 'Deliveries',
    intro: 'Probes are not listed here; Send probe shows its result.',
    actions: (
      <SelectField
        label="State"
        inline
        value={filter}
        options={DELIVERY_FILTERS.map((f) => ({ value: f, label: FILTER_LABEL[f] }))}
        onChange={(next: DeliveryFilter) =>
          setSearch((s) => {
            const out = new URLSearchParams(s)
            if (next === 'all') out.delete('state')
            else out.set('state', next)
            out.delete('page')
            out.delete('p')
            return out
          })
        }
      />
    ),
    query: (page) => deliveryList(selector, filter, page),
    columns: columnsFor(rx),
    rowActions: (d) => [
      {
        label: 'Resend',
        disabled: denied ?? (d.state === 'pending' ? 'Still being delivered' : false),
        onActivate: () =>
          confirmAction({
            title: 'Resend alert',
            content: `Send alert ${d.alertClass} (${d.alertId}) to ${rx.name} again? A new delivery of it starts.`,
            confirmLabel: 'Resend',
            run: () =>
              call('alertDeliveryResend', {
                path: { alertId: d.alertId },
                query: { receiver: rx.id },
              }),
            touches: WEBHOOK_OPS,
            success: 'Resend started',
          }),
      },
    ],
    empty: {
      title: filter === 'all' ? 'No deliveries' : `No ${filter} deliveries`,
      body: 'A delivery starts when an alert this webhook subscribes to is raised.',
    },
  }),
)
