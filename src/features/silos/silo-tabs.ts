import type { TabLink } from '~/components/route-tabs'
import { SILO_TABS, type SiloTab, sb } from '~/util/system-paths'

export const SILO_TAB_LABEL: Record<SiloTab, string> = {
  idps: 'Identity providers',
  'ip-pools': 'IP pools',
  'subnet-pools': 'Subnet pools',
  quotas: 'Quotas',
  users: 'Users',
  scim: 'SCIM',
  'fleet-roles': 'Fleet roles',
  access: 'Access',
}

/**
 * The tabs but the first, whose code (and their forms') loads when first shown: most visits
 * open none, and the page's first load holds no form.
 */
export const lazyTabs = {
  'ip-pools': () => import('./silo-ip-pools-tab'),
  'subnet-pools': () => import('./silo-subnet-pools-tab'),
  quotas: () => import('./silo-quotas-tab'),
  users: () => import('./silo-users-tab'),
  scim: () => import('./silo-scim-tab'),
  'fleet-roles': () => import('./silo-fleet-roles-tab'),
  access: () => import('./silo-access-tab'),
} satisfies Record<Exclude<SiloTab, 'idps'>, () => Promise<unknown>>

/** A URL that names a lazy tab asks for its code as the navigation starts, beside the reads. */
export function startTabCode(tab: SiloTab) {
  if (tab !== 'idps') void lazyTabs[tab]()
}

/** The tab a URL names (`?tab=`); none, or one the page does not have, is the first. */
export function siloTabOf(search: URLSearchParams): SiloTab {
  const tab = search.get('tab')
  return SILO_TABS.find((t) => t === tab) ?? 'idps'
}

/**
 * The tabs are the URL's `?tab=` (spec section 2: `system/silos/{silo}?tab=ip-pools`); a tab
 * link drops the other tab's list view.
 */
export const siloTabLinks = (silo: string, active: SiloTab): TabLink[] =>
  SILO_TABS.map((tab) => ({
    label: SILO_TAB_LABEL[tab],
    to: tab === 'idps' ? sb.silo({ silo }) : sb.siloTab({ silo, tab }),
    active: tab === active,
  }))
