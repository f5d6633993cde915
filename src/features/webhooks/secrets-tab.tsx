import type { WebhookSecret } from '@oxide/api'
import { useState } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
import { useRouteParams } from '~/components/route-params'
import { receiverView, secretList, WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { DateTime } from '~/ui/date-time'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import type { MenuAction } from '~/ui/menu'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import type { Added } from './tab-modals'

const AddSecret = lazyComponent(() => import('./tab-modals').then((m) => m.AddSecret))

const columns: Column<WebhookSecret>[] = [
  { header: 'ID', cell: (s) => <span className="font-mono text-xs">{s.id}</span> },
  { header: 'Added', cell: (s) => <DateTime date={s.timeCreated} /> },
]

/**
 * A webhook's secrets: each request is signed with every one of them, so a key is rotated by
 * adding the new one, updating the receiver, then deleting the old. The API never answers a
 * secret's value; the one just added is shown once, as it was typed, until the page is left.
 */
export default function SecretsTab() {
  const { receiver: selector } = useRouteParams('receiver')
  const rx = usePrefetchedQuery(receiverView(selector))
  const secrets = usePrefetchedQuery(secretList(selector)).secrets
  const denied = useFleetPermissions().cannot('webhooks')
  const [adding, setAdding] = useState(false)
  const [added, setAdded] = useState<Added | null>(null)
  const rowActions = (s: WebhookSecret): MenuAction[] => [
    {
      label: 'Delete',
      danger: true,
      disabled: denied ?? false,
      onActivate: () =>
        confirmAction({
          title: 'Delete secret',
          content: `Delete secret ${s.id} of ${rx.name}? Requests are no longer signed with it.${
            secrets.length === 1 ? ' It is the last one: requests will carry no signature.' : ''
          }`,
          confirmLabel: 'Delete',
          danger: true,
          run: () => call('webhookSecretsDelete', { path: { secretId: s.id } }),
          touches: WEBHOOK_OPS,
          success: 'Secret deleted',
          after: () => setAdded((a) => (a?.id === s.id ? null : a)),
        }),
    },
  ]
  return (
    <TabSection
      heading="Secrets"
      intro="Each request is signed with every secret listed."
      actions={
        <Button disabledReason={denied} onClick={() => setAdding(true)}>
          <PlusIcon size={14} />
          Add secret
        </Button>
      }
    >
      {added && (
        <Message title="Secret added">
          <span className="flex flex-wrap items-center gap-1">
            Its value, as you typed it, is shown only now:
            <code className="font-mono text-default [overflow-wrap:anywhere]">{added.value}</code>
            <CopyButton text={added.value} label="Copy secret value" />
          </span>
        </Message>
      )}
      <ListTable
        label="Secrets"
        columns={columns}
        rows={secrets}
        rowKey={(s) => s.id}
        empty="No secrets: requests to this webhook are not signed."
        actions={rowActions}
      />
      {adding && (
        <AddSecret
          rx={rx}
          onDismiss={() => setAdding(false)}
          onAdded={(a) => {
            setAdded(a)
            setAdding(false)
          }}
        />
      )}
    </TabSection>
  )
}
