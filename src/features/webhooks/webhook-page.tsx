import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { DeleteButton } from '~/components/delete-button'
import { lazyComponent } from '~/components/lazy-component'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { RouteTabs } from '~/components/route-tabs'
import { deleteReceiver } from '~/resources/webhooks/actions'
import { receiverView, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import { sb } from '~/util/system-paths'

/** A form opened on demand: its code (and the form library's) loads when it opens. */
const ProbeModal = lazyComponent(() => import('./probe-modal').then((m) => m.ProbeModal))

/**
 * A webhook: where it sends, then its deliveries, subscriptions and secrets as tabs (each a
 * route that renders below, with no h1 of its own). Send probe checks the endpoint now.
 */
export default function WebhookPage() {
  const navigate = useNavigate()
  const { receiver: selector } = useRouteParams('receiver')
  const rx = usePrefetchedQuery(receiverView(selector))
  const denied = useFleetPermissions().cannot('webhooks')
  const [probing, setProbing] = useState(false)
  const p = { receiver: rx.name }
  return (
    <>
      <PageHeader
        title={rx.name}
        actions={
          <>
            <Button variant="secondary" onClick={() => setProbing(true)}>
              Send probe
            </Button>
            <LinkButton to={sb.webhookEdit(p)} variant="secondary" disabledReason={denied}>
              Edit
            </LinkButton>
            <DeleteButton
              denied={denied}
              kind="webhook"
              name={rx.name}
              run={() => deleteReceiver(rx)}
              touches={WEBHOOK_OPS}
              after={() => navigate(sb.webhooks())}
            />
          </>
        }
      >
        <CopyableId id={rx.id} noun="webhook" />
      </PageHeader>
      <PropertiesTable>
        <Property label="Endpoint">
          <span className="inline-flex items-center gap-1 font-mono text-xs [overflow-wrap:anywhere]">
            {rx.kind.endpoint}
            <CopyButton text={rx.kind.endpoint} label="Copy endpoint URL" />
          </span>
        </Property>
        <Property.Description text={rx.description} />
        <Property.Created date={rx.timeCreated} />
        <Property.Modified date={rx.timeModified} />
      </PropertiesTable>
      <RouteTabs
        label="Webhook"
        tabs={[
          { label: 'Deliveries', to: sb.webhookDeliveries(p) },
          {
            label: `Subscriptions (${rx.subscriptions.length})`,
            to: sb.webhookSubscriptions(p),
          },
          { label: `Secrets (${rx.kind.secrets.length})`, to: sb.webhookSecrets(p) },
        ]}
      />
      {probing && <ProbeModal rx={rx} onDismiss={() => setProbing(false)} />}
    </>
  )
}
