import { type LoaderFunctionArgs, useSearchParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { bgpMessageHistory } from '~/resources/bgp/queries'
import { ListTable } from '~/ui/list-table'
import { SelectField } from '~/ui/select-field'
import type { Column } from '~/ui/table'
import { describeMessage, type HistoryEntry, historyEntries } from '~/util/bgp-history'
import { formatDateTime, isoString } from '~/util/dates'
import { AsnSection, loadForAsn } from './asn-choice'

export const loader = ({ request }: LoaderFunctionArgs) => loadForAsn(request, bgpMessageHistory)

const columns: Column<HistoryEntry>[] = [
  {
    header: 'Time',
    cell: (e) =>
      // messages come seconds apart: the seconds count
      e.time ? <time dateTime={isoString(e.time)}>{formatDateTime(e.time, true)}</time> : '—',
  },
  { header: 'Direction', cell: (e) => e.direction },
  { header: 'Message', cell: (e) => describeMessage(e.message).kind },
  {
    header: 'Detail',
    cell: (e) => (
      <span className="block min-w-64 whitespace-normal [overflow-wrap:anywhere]">
        {describeMessage(e.message).detail || '—'}
      </span>
    ),
  },
]

/** A peer of a switch's history: `switch0/172.20.15.1`. */
const peerKey = (slot: string, peer: string) => `${slot}/${peer}`

function History({ asn }: { asn: number }) {
  const [search, setSearch] = useSearchParams()
  const { switchHistories } = usePrefetchedQuery(bgpMessageHistory(asn))
  const peers = switchHistories.flatMap((h) =>
    Object.keys(h.history).map((peer) => ({
      key: peerKey(h.switch, peer),
      history: h.history[peer],
    })),
  )
  const chosen = peers.find((p) => p.key === search.get('peer')) ?? peers[0]
  if (!chosen)
    return <p className="text-secondary">No switch has a router of AS {asn} with messages.</p>
  const entries = historyEntries(chosen.history)
  return (
    <>
      <div className="mb-3">
        <SelectField
          label="Peer"
          inline
          value={chosen.key}
          options={peers.map((p) => ({ value: p.key, label: p.key.replace('/', ': ') }))}
          onChange={(peer) => setSearch({ asn: String(asn), peer }, { replace: true })}
        />
      </div>
      <ListTable
        label={`Messages with ${chosen.key.replace('/', ': ')}`}
        columns={columns}
        rows={entries}
        rowKey={(e) => e.key}
        empty="No messages recorded for this peer."
        textOnly
      />
      <details className="mt-4">
        <summary className="cursor-pointer text-secondary">Raw history (JSON)</summary>
        <pre className="mt-2 max-h-96 overflow-auto rounded-md bg-raise p-3 font-mono text-xs">
          {JSON.stringify(chosen.history, null, 2)}
        </pre>
      </details>
    </>
  )
}

/** The BGP messages each switch's router recorded per peer, newest first. */
export default function HistoryTab() {
  return <AsnSection heading="Messages">{(asn) => <History asn={asn} />}</AsnSection>
}
