import type { User } from '@oxide/api'
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { call, listQ, maybeQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import type { SiloTab } from '~/util/system-paths'
import { siloPoolsWhole } from '../ip-pools/queries'
import { siloSubnetPoolsWhole } from '../subnet-pools/queries'
import { siloGroups } from '../users/queries'

/** Silos and what is in them, as the system pages read them. */
export const siloList = (page: PageParams) => listQ('siloList', {}, page)

export const siloView = (silo: string) => q('siloView', { path: { silo } })

export const idpList = (silo: string) => (page: PageParams) =>
  listQ('siloIdentityProviderList', { query: { silo } }, page)

export const samlIdpView = (silo: string, provider: string) =>
  q('samlIdentityProviderView', { path: { provider }, query: { silo } })

/** A user as a list row: a row is named by its `name` (its actions menu, the selection). */
export type SiloUserRow = User & { name: string }

/**
 * A silo's users, a page at a time, as list rows. They page by id only (the API has no name
 * order for users); keyed apart from `q`'s raw answers, `invalidate('siloUserList')` reaches it.
 */
export const siloUserList =
  (silo: string) =>
  ({ limit, pageToken }: PageParams) => {
    const params = { query: { silo, limit, ...(pageToken && { pageToken }) } }
    return queryOptions({
      queryKey: ['siloUserList', params, 'rows'] as const,
      queryFn: async ({ signal }) => {
        const page = await call('siloUserList', params, signal)
        return { ...page, items: page.items.map((u) => ({ ...u, name: u.displayName })) }
      },
      placeholderData: keepPreviousData,
    })
  }

/** What a change to a silo makes stale (its row in the utilization table too). */
export const SILO_OPS = ['siloList', 'siloView', 'siloUtilizationList'] as const satisfies Touches

export const IDP_OPS = [
  'siloIdentityProviderList',
  'samlIdentityProviderView',
] as const satisfies Touches

/** Any silo's policy, through the system API (fleet viewers may read it). */
export const systemSiloPolicy = (silo: string) =>
  maybeQ('siloPolicyView', { path: { silo } }, [403])
/** Any silo's users, whole, through the system API (its Access tab names them all). */
export const systemSiloUsers = (silo: string) =>
  q('siloUserList', { query: { silo, limit: PICKER_LIMIT } })

/** One user of any silo, through the system API. */
export const siloUserView = (silo: string, userId: string) =>
  q('siloUserView', { path: { userId }, query: { silo } })

export const SILO_USER_OPS = ['siloUserList', 'siloUserView'] as const satisfies Touches

/**
 * A silo's SCIM client tokens, whole (the API does not page them). Only the silo's own admins
 * and the fleet's may list them: anyone else's read is refused (403), shown in place.
 */
export const scimTokenList = (silo: string) => maybeQ('scimTokenList', { query: { silo } }, [403])

export const SCIM_OPS = ['scimTokenList', 'scimTokenView'] as const satisfies Touches

/** The auth settings of the signed-in user's own silo: the API reads no other silo's. */
export const authSettingsView = q('authSettingsView', {})

export const AUTH_SETTINGS_OPS = ['authSettingsView'] as const satisfies Touches

/**
 * What the silo page reads: the silo, and what the tab the URL names shows (`?tab=`; the other
 * tabs read as they open).
 */
export function siloPageReads(silo: string, tab: SiloTab, page: PageParams) {
  const tabs: Partial<Record<SiloTab, { queryKey: QueryKey }[]>> = {
    idps: [idpList(silo)(page)],
    users: [siloUserList(silo)(page)],
    'ip-pools': [siloPoolsWhole(silo)],
    'subnet-pools': [siloSubnetPoolsWhole(silo)],
    scim: [scimTokenList(silo), authSettingsView],
    // the user's own groups too: the tab names them when the silo is the user's own
    access: [systemSiloPolicy(silo), systemSiloUsers(silo), siloGroups()],
  }
  return [siloView(silo), ...(tabs[tab] ?? [])]
}
