import type { BgpConfig } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { startFleetRoleReads, useFleetPermissions } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { pageParamsOf } from '~/components/paging'
import { bgpConfigBulkActions, deleteBgpConfig } from '~/resources/bgp/actions'
import { BGP_OPS, bgpConfigList } from '~/resources/bgp/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

export async function loader({ request }: LoaderFunctionArgs) {
  startFleetRoleReads()
  return prefetch(bgpConfigList(pageParamsOf(request)))
}

const columns: Column<BgpConfig>[] = [
  nameColumn((c) => sb.bgpConfigEdit({ bgpConfig: c.name })),
  descriptionColumn(),
  { header: 'ASN', value: (c) => c.asn, cell: (c) => <span className="font-mono">{c.asn}</span> },
  { header: 'VRF', value: (c) => c.vrf ?? '', cell: (c) => c.vrf ?? '—' },
  { header: 'Max paths', value: (c) => c.maxPaths, cell: (c) => c.maxPaths },
  createdColumn(),
]

/** The rack's BGP configurations: one per ASN, which port settings' peers name. */
export default listPage(
  () => ({ denied: useFleetPermissions().cannot('bgp') }),
  ({ denied }) => ({
    heading: 'Configurations',
    label: 'BGP configurations',
    query: (page) => bgpConfigList(page),
    columns,
    rowActions: {
      edit: (c) => sb.bgpConfigEdit({ bgpConfig: c.name }),
      delete: { kind: 'BGP configuration', run: deleteBgpConfig, touches: BGP_OPS },
      denied,
    },
    bulkActions: bgpConfigBulkActions(denied),
    create: { to: sb.bgpConfigsNew(), label: 'New configuration', disabledReason: denied },
    empty: {
      title: 'No BGP configurations',
      body: "A configuration names the rack's ASN and the announce set its switches announce.",
    },
  }),
)
