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
