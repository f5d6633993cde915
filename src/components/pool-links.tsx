import type { IpVersion } from '@oxide/api'
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { type Change, type Req, requestChange, send } from '~/api/request'
import type { MenuAction } from '~/ui/menu'
import { confirmAction, runAction } from './confirm-action'

/**
 * A pool's link to a silo, for every kind of pool a silo allocates from (IP pools, subnet
 * pools): the API gives each kind the same three calls (link, update, unlink) on the same
 * path `{ pool, silo }`, and a silo one default pool of each kind per IP version. A resource
 * says how its kind makes the calls, what it reads, and words what a link is for; the menu here
 * and the link forms (`pool-link-modals.tsx`) serve every kind.
 */
export type LinkEnd = { id: string; name: string }
export type LinkPool = LinkEnd & { ipVersion: IpVersion }

export type PoolLinkKind<P extends LinkPool = LinkPool> = {
  /** `IP pool`, `subnet pool`: the titles' noun. */
  noun: string
  link: (pool: string, silo: string, isDefault: boolean) => Req
  setDefault: (pool: string, silo: string, isDefault: boolean) => Req
  unlink: (pool: string, silo: string) => Promise<unknown>
  touches: Touches
  /** What the silo lacks once the pool is no longer its default of this version. */
  unsetContent: (pool: P, silo: string) => string
  /** What unlinking takes from the silo, and when the server refuses it. */
  unlinkContent: string
  /** What the default box says about being the default. */
  defaultDescription: string
}

/**
 * A whole list's query, as `q` makes it (`{ limit: PICKER_LIMIT }`), for `useQuery`. Its read
 * is a method so that each kind's query, keyed by its own operation, fits (a method's
 * parameters are compared both ways).
 */
type Whole<T> = {
  queryKey: QueryKey
  queryFn?(context: QueryFunctionContext): { items: T[] } | Promise<{ items: T[] }>
}

/**
 * What the link modals (`pool-link-modals.tsx`) read of a kind: every silo and every pool
 * (`A`, the pool as the system lists it), each end's links, which pools a silo may link and
 * how its picker names one, and which two pools compete for one default of a silo.
 */
export type PoolLinkReads<P extends LinkPool, A extends P> = {
  silos: () => Whole<LinkEnd>
  pools: () => Whole<A>
  /** A pool's links, by the pool's name as its page reads them (one cache entry). */
  poolSilos: (pool: string) => Whole<{ siloId: string }>
  siloPools: (silo: string) => Whole<P & { isDefault: boolean }>
  linkable: (pool: A) => boolean
  poolLabel: (pool: A) => string
  sameDefault: (a: P, b: P) => boolean
}

/**
 * A pool-silo link's menu, from either end's page (`from`): Make default or Unset default, then
 * Unlink, which names the other end first.
 */
export function linkActions<P extends LinkPool>(
  kind: PoolLinkKind<P>,
  pool: P,
  silo: LinkEnd,
  isDefault: boolean,
  from: 'pool' | 'silo',
  cannot: string | undefined,
): MenuAction[] {
  const setDefault = (isDefault: boolean) => send(kind.setDefault(pool.id, silo.id, isDefault))
  const [other, own] = from === 'pool' ? [silo.name, pool.name] : [pool.name, silo.name]
  return [
    isDefault
      ? {
          label: 'Unset default',
          disabled: cannot ?? false,
          onActivate: () =>
            confirmAction({
              title: 'Unset default pool',
              content: kind.unsetContent(pool, silo.name),
              confirmLabel: 'Unset default',
              run: () => setDefault(false),
              touches: kind.touches,
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
              touches: kind.touches,
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
          title: from === 'pool' ? 'Unlink silo' : `Unlink ${kind.noun}`,
          content: `Unlink ${other} from ${own}? ${kind.unlinkContent}`,
          confirmLabel: 'Unlink',
          danger: true,
          run: () => kind.unlink(pool.id, silo.id),
          touches: kind.touches,
          success: `${other} unlinked from ${own}`,
        }),
    },
  ]
}

export type LinkValues = { silo: string; pool: string; isDefault: boolean }

/**
 * Link a pool to a silo, optionally as its default. A silo has one default of each kind per
 * IP version, and linking as the default while another is would be refused; so where the silo
 * has one (or it is not known yet), "default" links first and then makes the link the default,
 * which demotes the other as the server does. Otherwise it is one link as the default (for IP
 * pools this also gives the silo's default gateways the pool, as the server does on that path
 * only).
 */
export const linkChange = (
  kind: Pick<PoolLinkKind, 'link' | 'setDefault' | 'touches'>,
  otherDefault: (values: LinkValues) => boolean,
): Change<LinkValues, LinkValues> =>
  requestChange<LinkValues, Req[], LinkValues>(
    (values: LinkValues) => {
      const { silo, pool, isDefault } = values
      const direct = isDefault && !otherDefault(values)
      const link = kind.link(pool, silo, direct)
      if (!isDefault || direct) return [link]
      return [link, kind.setDefault(pool, silo, true)]
    },
    kind.touches,
    async (requests, values) => {
      for (const r of requests) await send(r)
      return values
    },
  )
