import type {
  BgpPeer,
  SwitchInterfaceConfig,
  SwitchPortAddressView,
  SwitchPortLinkConfig,
  SwitchPortRouteConfig,
} from '@oxide/api'
import { Link, useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { portSettingsView } from '~/resources/rack-networking/queries'
import { Button } from '~/ui/button'
import { PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { confirmDeleteSettings } from './delete-settings'
import { FEC_LABEL, GEOMETRY_LABEL, SPEED_LABEL } from './settings-body'

const mono = (text: string | number | null | undefined) => (
  <span className="font-mono">{text ?? '—'}</span>
)
const yesNo = (b: boolean) => (b ? 'yes' : 'no')

/**
 * One part of the settings (links, routes, ...): its heading, what it says when there is none,
 * each entry's key and the rows of each entry's properties list.
 */
type PartSpec<T> = {
  title: string
  empty: string
  rowKey: (row: T, index: number) => string
  columns: Column<T>[]
}

const links: PartSpec<SwitchPortLinkConfig> = {
  title: 'Links',
  empty: 'No links',
  rowKey: (l) => l.linkName,
  columns: [
    { header: 'Link', cell: (l) => <span className="font-medium">{l.linkName}</span> },
    { header: 'MTU', cell: (l) => mono(l.mtu) },
    { header: 'Speed', cell: (l) => SPEED_LABEL[l.speed] },
    { header: 'FEC', cell: (l) => FEC_LABEL[l.fec ?? 'auto'] },
    { header: 'Autonegotiation', cell: (l) => yesNo(l.autoneg) },
    {
      header: 'LLDP',
      className: 'whitespace-normal',
      cell: (l) => {
        const c = l.lldpLinkConfig
        if (!c?.enabled) return 'off'
        const parts = [c.systemName, c.linkName, c.linkDescription, c.chassisId].filter(Boolean)
        return parts.length ? `on: ${parts.join(', ')}` : 'on'
      },
    },
  ],
}

const kindText = (i: SwitchInterfaceConfig) =>
  i.kind.type === 'vlan' ? `VLAN ${i.kind.vid}` : i.kind.type

const interfaces: PartSpec<SwitchInterfaceConfig> = {
  title: 'Interfaces',
  empty: 'No interfaces',
  rowKey: (i) => i.id,
  columns: [
    { header: 'Interface', cell: (i) => <span className="font-medium">{i.interfaceName}</span> },
    { header: 'Kind', cell: kindText },
    { header: 'IPv6', cell: (i) => yesNo(i.v6Enabled) },
  ],
}

const addresses: PartSpec<SwitchPortAddressView> = {
  title: 'Addresses',
  empty: 'No addresses',
  rowKey: (a, i) => `${a.address}-${i}`,
  columns: [
    { header: 'Address', cell: (a) => mono(a.address) },
    { header: 'Link', cell: (a) => a.interfaceName },
    {
      header: 'Address lot',
      cell: (a) => (
        <Link className="hover:underline" to={sb.addressLot({ addressLot: a.addressLotName })}>
          {a.addressLotName}
        </Link>
      ),
    },
    { header: 'VLAN', cell: (a) => mono(a.vlanId) },
  ],
}

const routes: PartSpec<SwitchPortRouteConfig> = {
  title: 'Routes',
  empty: 'No routes',
  rowKey: (r, i) => `${r.dst}-${r.gw}-${i}`,
  columns: [
    { header: 'Destination', cell: (r) => mono(r.dst) },
    { header: 'Gateway', cell: (r) => mono(r.gw) },
    { header: 'Link', cell: (r) => r.interfaceName },
    { header: 'VLAN', cell: (r) => mono(r.vlanId) },
    { header: 'RIB priority', cell: (r) => mono(r.ribPriority) },
  ],
}

const peerAddress = (p: BgpPeer) => (p.addr.type === 'numbered' ? p.addr.ip : 'unnumbered')
const peers: PartSpec<BgpPeer> = {
  title: 'BGP peers',
  empty: 'No BGP peers',
  rowKey: (p, i) => `${peerAddress(p)}-${i}`,
  columns: [
    { header: 'Peer', cell: (p) => mono(peerAddress(p)) },
    { header: 'BGP config', cell: (p) => p.bgpConfig },
    { header: 'Remote ASN', cell: (p) => mono(p.remoteAsn) },
    { header: 'Hold time', cell: (p) => `${p.holdTime} s` },
    { header: 'Keepalive', cell: (p) => `${p.keepalive} s` },
    { header: 'VLAN', cell: (p) => mono(p.vlanId) },
  ],
}

/**
 * One part of the settings: each entry as its own properties list, which wraps on a narrow
 * screen rather than scrolling a wide table sideways.
 */
function Part<T>({ spec, rows }: { spec: PartSpec<T>; rows: T[] }) {
  const id = `settings-${spec.title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-base font-semibold">
        {spec.title}
      </h2>
      {rows.length === 0 && <p className="text-secondary">{spec.empty}</p>}
      <ul aria-labelledby={id} className="flex flex-col gap-2">
        {rows.map((row, i) => (
          <li key={spec.rowKey(row, i)}>
            <PropertiesTable>
              {spec.columns.map((c) => (
                <Property key={c.header} label={c.header}>
                  {c.cell(row)}
                </Property>
              ))}
            </PropertiesTable>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Switch port settings, every part of them as the API answers. The API has no update. */
export default function PortSettingsPage() {
  const navigate = useNavigate()
  const { portSettings: selector } = useRouteParams('portSettings')
  const s = usePrefetchedQuery(portSettingsView(selector))
  const cannot = useFleetPermissions().cannot('rackNetworking')
  return (
    <>
      <PageHeader
        title={s.name}
        actions={
          <Button
            variant="danger"
            disabledReason={cannot}
            onClick={() => confirmDeleteSettings(s, () => navigate(sb.portSettingsList()))}
          >
            Delete
          </Button>
        }
      >
        {s.description || 'No description'}
      </PageHeader>
      <PropertiesTable>
        <Property label="Geometry">{GEOMETRY_LABEL[s.port.geometry]}</Property>
        <Property.Id id={s.id} noun="settings" />
        <Property label="Groups">{s.groups.length ? s.groups.length : 'none'}</Property>
        <Property.Created date={s.timeCreated} />
        <Property.Modified date={s.timeModified} />
      </PropertiesTable>
      <Part spec={links} rows={s.links} />
      <Part spec={interfaces} rows={s.interfaces} />
      <Part spec={addresses} rows={s.addresses} />
      <Part spec={routes} rows={s.routes} />
      <Part spec={peers} rows={s.bgpPeers} />
    </>
  )
}
