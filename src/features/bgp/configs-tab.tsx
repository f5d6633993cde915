import type { BgpConfig } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { createdColumn, descriptionColumn, nameColumn, textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { bgpConfigBulkActions, deleteBgpConfig } from '~/resources/bgp/actions'
import { BGP_OPS, bgpConfigList } from '~/resources/bgp/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<BgpConfig>[] = [
  nameColumn((c) => sb.bgpConfigEdit({ bgpConfig: c.name })),
  descriptionColumn(),
  textColumn('ASN', (c) => c.asn, { mono: true }),
  { header: 'VRF', value: (c) => c.vrf ?? '', cell: (c) => c.vrf ?? '—' },
  textColumn('Max paths', (c) => c.maxPaths),
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
    denied,
    rowActions: {
      edit: (c) => sb.bgpConfigEdit({ bgpConfig: c.name }),
      delete: { kind: 'BGP configuration', run: deleteBgpConfig, touches: BGP_OPS },
    },
    bulkActions: bgpConfigBulkActions,
    create: { to: sb.bgpConfigsNew(), label: 'New configuration' },
    empty: {
      title: 'No BGP configurations',
      body: "A configuration names the rack's ASN and the announce set its switches announce.",
    },
  }),
)
