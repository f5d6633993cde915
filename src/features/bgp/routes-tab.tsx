import type { BgpExported, BgpImported } from '@oxide/api'
import type { LoaderFunctionArgs } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { bgpExported, bgpImported } from '~/resources/bgp/queries'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { routerId } from '~/util/bgp'
import { AsnSection, loadForAsn } from './asn-choice'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadForAsn(request, bgpImported, bgpExported())

const mono = (text: string) => <span className="font-mono">{text}</span>

const exportedColumns: Column<BgpExported>[] = [
  { header: 'Switch', cell: (r) => r.switch },
  { header: 'Peer', cell: (r) => mono(r.peerId) },
  { header: 'Prefix', cell: (r) => mono(r.prefix) },
]

const importedColumns: Column<BgpImported>[] = [
  { header: 'Switch', cell: (r) => r.switch },
  { header: 'Prefix', cell: (r) => mono(r.prefix) },
  { header: 'Next hop', cell: (r) => mono(r.nexthop) },
  { header: 'Originating router', cell: (r) => mono(routerId(r.id)) },
]

const key = (...parts: string[]) => parts.join('/')

function Imported({ asn }: { asn: number }) {
  const routes = usePrefetchedQuery(bgpImported(asn))
  return (
    <ListTable
      label="Imported routes"
      columns={importedColumns}
      rows={routes}
      rowKey={(r) => key(r.switch, r.prefix, r.nexthop)}
      empty="No routes learned from the peers."
      textOnly
    />
  )
}

/** What the switches send each peer, and what they learned from the peers. */
export default function RoutesTab() {
  const exported = usePrefetchedQuery(bgpExported())
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">Exported</h2>
      <p className="mb-3 text-secondary">
        Each established peer is sent its configuration&apos;s announcements.
      </p>
      <ListTable
        label="Exported routes"
        columns={exportedColumns}
        rows={exported}
        rowKey={(r) => key(r.switch, r.peerId, r.prefix)}
        empty="Nothing exported: no peer is established, or nothing is announced."
        textOnly
      />
      <AsnSection heading="Imported" className="mt-8">
        {(asn) => <Imported asn={asn} />}
      </AsnSection>
    </>
  )
}
