import type { BfdStatus, BgpPeerStatus } from '@oxide/api'
import { Link } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { BfdStateBadge, PeerStateBadge } from '~/resources/bgp/cells'
import { bfdStatus, bgpStatus } from '~/resources/bgp/queries'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { formatAsn, formatDuration } from '~/util/bgp'
import { sb } from '~/util/system-paths'

const mono = (text: string) => <span className="font-mono">{text}</span>

/** The history tab, on this peer's messages. */
export const historyLink = (p: Pick<BgpPeerStatus, 'switch' | 'addr' | 'localAsn'>) =>
  `${sb.bgpHistory()}?${new URLSearchParams({ asn: String(p.localAsn), peer: `${p.switch}/${p.addr}` })}`

type Row = BgpPeerStatus & { bfd: BfdStatus | undefined }

const columns: Column<Row>[] = [
  { header: 'Switch', cell: (p) => p.switch },
  { header: 'Peer address', cell: (p) => mono(p.addr) },
  { header: 'Local ASN', cell: (p) => mono(formatAsn(p.localAsn)) },
  { header: 'Remote ASN', cell: (p) => mono(formatAsn(p.remoteAsn)) },
  { header: 'State', cell: (p) => <PeerStateBadge state={p.state} /> },
  { header: 'Time in state', cell: (p) => formatDuration(p.stateDurationMillis) },
  {
    header: 'BFD',
    cell: (p) =>
      p.bfd ? <BfdStateBadge state={p.bfd.state} /> : <span className="text-secondary">Off</span>,
  },
  {
    header: 'Messages',
    cell: (p) => (
      <Link
        className="underline"
        to={historyLink(p)}
        aria-label={`History of ${p.addr} on ${p.switch}`}
      >
        History
      </Link>
    ),
  },
]

/** Each switch's BGP sessions, as its routing daemon reports them. */
export default function PeersTab() {
  const status = usePrefetchedQuery(bgpStatus())
  const bfd = usePrefetchedQuery(bfdStatus())
  // a peer's BFD session is the one with its address on its switch
  const peers = status.map((p) => ({
    ...p,
    bfd: bfd.find((s) => s.peer === p.addr && s.switchSlot === p.switch),
  }))
  return (
    <>
      <h2 className="sr-only">Peers</h2>
      <ListTable
        label="BGP peers"
        columns={columns}
        rows={peers}
        rowKey={(p) => `${p.switch}/${p.addr}`}
        empty="No BGP sessions: no port settings with BGP peers are applied to a switch port."
      />
      <p className="mt-3 text-sm text-secondary">
        A peer&apos;s ASN is learned from its OPEN message, so it is not known until the session
        opens. Time in state is as of this page&apos;s last refresh.
      </p>
    </>
  )
}
