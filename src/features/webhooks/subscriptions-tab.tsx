import { useState } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { removeAction } from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
import { useRouteParams } from '~/components/route-params'
import { alertClasses, receiverView, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { Button } from '~/ui/button'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { matchingClasses, PROBE_CLASS } from '~/util/alert-subscription'

const AddSubscription = lazyComponent(() => import('./tab-modals').then((m) => m.AddSubscription))

type Row = { subscription: string; matches: string[] }

const columns: Column<Row>[] = [
  {
    header: 'Subscription',
    cell: (r) => <span className="font-mono text-xs">{r.subscription}</span>,
  },
  { header: 'Kind', cell: (r) => (r.subscription.includes('*') ? 'Glob' : 'Alert class') },
  {
    header: 'Matches',
    cell: (r) =>
      r.matches.length ? (
        <ul className="font-mono text-xs">
          {r.matches.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <span className="text-tertiary">No alert class yet</span>
      ),
    className: 'whitespace-normal',
  },
]

/** The alert classes a webhook subscribes to, exact or by glob, and what each takes in. */
export default function SubscriptionsTab() {
  const { receiver: selector } = useRouteParams('receiver')
  const rx = usePrefetchedQuery(receiverView(selector))
  const classes = usePrefetchedQuery(alertClasses()).items.map((c) => c.name)
  const denied = useFleetPermissions().cannot('webhooks')
  const [adding, setAdding] = useState(false)
  const listed = classes.filter((c) => c !== PROBE_CLASS)
  const rows = rx.subscriptions.map((s) => ({
    subscription: s,
    matches: matchingClasses(s, listed),
  }))
  const rowActions = (r: Row) => [
    removeAction({
      title: 'Remove subscription',
      content: `Stop sending ${r.subscription} alerts to ${rx.name}?`,
      run: () =>
        call('alertReceiverSubscriptionRemove', {
          path: { receiver: rx.id, subscription: r.subscription },
        }),
      touches: WEBHOOK_OPS,
      success: `Subscription ${r.subscription} removed`,
      denied,
    }),
  ]
  return (
    <TabSection
      heading="Subscriptions"
      intro="Alerts of these classes are delivered to this webhook."
      actions={
        <Button disabledReason={denied} onClick={() => setAdding(true)}>
          <PlusIcon size={14} />
          Add subscription
        </Button>
      }
    >
      <ListTable
        label="Subscriptions"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.subscription}
        empty="No subscriptions: this webhook receives no alerts."
        actions={rowActions}
      />
      {adding && <AddSubscription rx={rx} classes={classes} onDismiss={() => setAdding(false)} />}
    </TabSection>
  )
}
