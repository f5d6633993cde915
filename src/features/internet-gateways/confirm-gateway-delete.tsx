import type { InternetGateway } from '@oxide/api'
import { confirmAction } from '~/components/confirm-action'
import { deleteGateway } from '~/resources/internet-gateways/actions'
import { GATEWAY_DELETE_OPS } from '~/resources/internet-gateways/queries'

type Held = { pools: number; addresses: number; routes: string[] }

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * Delete a gateway and what hangs on it, in one cascading call: the server refuses a plain
 * delete while pools or addresses are attached, and the cascade also deletes the routes that
 * target it. What goes is said first when the page knows it (`held`).
 */
export function confirmGatewayDelete(gateway: InternetGateway, held?: Held, after?: () => void) {
  const { name } = gateway
  confirmAction({
    title: 'Delete internet gateway',
    content: (
      <span className="flex flex-col gap-2">
        <span>
          Are you sure you want to delete <strong className="text-default">{name}</strong>?
        </span>
        <span>
          {held
            ? `Its ${count(held.pools, 'IP pool', 'IP pools')} and ${count(held.addresses, 'IP address', 'IP addresses')} are detached, and ${count(held.routes.length, 'route', 'routes')} that target it deleted${held.routes.length ? `: ${held.routes.join(', ')}` : ''}.`
            : 'Its IP pools and addresses are detached, and the routes that target it deleted.'}{' '}
          This cannot be undone.
        </span>
      </span>
    ),
    confirmLabel: 'Delete',
    danger: true,
    run: () => deleteGateway(gateway),
    touches: GATEWAY_DELETE_OPS,
    success: `Internet gateway ${name} deleted`,
    after,
  })
}
