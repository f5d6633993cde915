import { SILO_TABS, type SiloTab } from '~/util/system-paths'

export const SILO_TAB_LABEL: Record<SiloTab, string> = {
  idps: 'Identity providers',
  'ip-pools': 'IP pools',
  quotas: 'Quotas',
  users: 'Users',
  'fleet-roles': 'Fleet roles',
}

/** The tab a URL names (`?tab=`); none, or one the page does not have, is the first. */
export function siloTabOf(search: URLSearchParams): SiloTab {
  const tab = search.get('tab')
  return SILO_TABS.find((t) => t === tab) ?? 'idps'
}
