import type { IpPool, IpPoolType, IpVersion } from '@oxide/api'
import { call, queryClient } from '~/api/query'
import { bulkDelete, confirmAction, runAction } from '~/components/confirm-action'
import type { BulkAction } from '~/components/list/bulk-actions'
import type { MenuAction } from '~/ui/menu'
import { IP_POOL_OPS, poolUtilization } from './queries'

export const deletePool = (pool: IpPool) => call('systemIpPoolDelete', { path: { pool: pool.id } })

/** The server refuses to delete a pool that still holds ranges. */
export const POOL_HOLDS_RANGES = 'Remove the pool’s ranges first'

/**
 * Why a pool row's Delete is disabled: its utilization, read for the row's Allocated cell,
 * counts the addresses of its ranges. Unknown until read; the server then says it.
 */
export const poolDeleteDisabled = (pool: IpPool) =>
  (queryClient.getQueryData(poolUtilization(pool.id).queryKey)?.capacity ?? 0) > 0
    ? POOL_HOLDS_RANGES
    : undefined

/**
 * What the pool list does to many at once: delete. The server refuses a pool that still holds
 * ranges, and the last pool of the system services; each refusal is reported per pool.
 */
export const poolBulkActions: BulkAction<IpPool>[] = [
  bulkDelete<IpPool>('Delete IP pools', {
    run: deletePool,
    touches: IP_POOL_OPS,
    warning: 'A pool that still holds ranges is not deleted. This cannot be undone.',
  }),
]

type LinkEnd = { id: string; name: string }

/**
 * A pool-silo link's menu, from either end's page (`from`): Make default or Unset default, then
 * Unlink, which names the other end first.
 */
export function linkActions(
  pool: LinkEnd & { ipVersion: IpVersion; poolType: IpPoolType },
  silo: LinkEnd,
  isDefault: boolean,
  from: 'pool' | 'silo',
  cannot: string | undefined,
): MenuAction[] {
  const path = { pool: pool.id, silo: silo.id }
  const setDefault = (isDefault: boolean) =>
    call('systemIpPoolSiloUpdate', { path, body: { isDefault } })
  const [other, own] = from === 'pool' ? [silo.name, pool.name] : [pool.name, silo.name]
  return [
    isDefault
      ? {
          label: 'Unset default',
          disabled: cannot ?? false,
          onActivate: () =>
            confirmAction({
              title: 'Unset default pool',
              content: `${silo.name} will have no default ${pool.ipVersion === 'v4' ? 'IPv4' : 'IPv6'} ${pool.poolType} pool: its floating and ephemeral IPs must then name a pool.`,
              confirmLabel: 'Unset default',
              run: () => setDefault(false),
              touches: IP_POOL_OPS,
              success: `${pool.name} is no longer the default of ${silo.name}`,
            }),
        }
      : {
          label: 'Make default',
          disabled: cannot ?? false,
          onActivate: () =>
            runAction({
              title: 'Make default pool',
              run: () => setDefault(true),
              touches: IP_POOL_OPS,
              success: `${pool.name} is now the default of ${silo.name}`,
            }),
        },
    {
      label: 'Unlink',
      danger: true,
      separatorBefore: true,
      disabled: cannot ?? false,
      onActivate: () =>
        confirmAction({
          title: from === 'pool' ? 'Unlink silo' : 'Unlink IP pool',
          content: `Unlink ${other} from ${own}? The silo can no longer allocate addresses from it; the server refuses while the silo holds any.`,
          confirmLabel: 'Unlink',
          danger: true,
          run: () => call('systemIpPoolSiloUnlink', { path }),
          touches: IP_POOL_OPS,
          success: `${other} unlinked from ${own}`,
        }),
    },
  ]
}
