import type { BfdStatus } from '@oxide/api'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { PageHeader } from '~/components/page-header'
import { BfdStateBadge } from '~/resources/bgp/cells'
import { BFD_OPS, bfdStatus } from '~/resources/bgp/queries'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'
import { groupDigits } from '~/util/units'

const mono = (text: string) => <span className="font-mono">{text}</span>

const MODE: Record<BfdStatus['mode'], string> = {
  single_hop: 'Single hop',
  multi_hop: 'Multi hop',
}

/** Microseconds, as the API counts them, in the milliseconds operators think in. */
const interval = (us: number) => `${groupDigits(us / 1000)} ms`

const columns: Column<BfdStatus>[] = [
  { header: 'Switch', cell: (s) => s.switchSlot },
  { header: 'Peer', cell: (s) => mono(s.peer) },
  { header: 'Local address', cell: (s) => mono(s.local ?? 'Any') },
  { header: 'Mode', cell: (s) => MODE[s.mode] },
  { header: 'Detection threshold', cell: (s) => `${s.detectionThreshold} packets` },
  { header: 'Required receive interval', cell: (s) => interval(s.requiredRx) },
  { header: 'State', cell: (s) => <BfdStateBadge state={s.state} /> },
]

const disable = (s: BfdStatus) =>
  confirmAction({
    title: 'Disable BFD session',
    content: (
      <>
        Stop the BFD session with <strong className="text-default">{s.peer}</strong> on{' '}
        {s.switchSlot}? Failures of that link are then noticed only by BGP&apos;s hold timer.
      </>
    ),
    confirmLabel: 'Disable',
    danger: true,
    run: () => call('networkingBfdDisable', { body: { remote: s.peer, switchSlot: s.switchSlot } }),
    touches: BFD_OPS,
    success: `BFD session with ${s.peer} disabled`,
  })

/**
 * The switches' BFD sessions. The server lets any fleet viewer enable and disable them (it
 * asks only ListChildren on the Fleet), so nothing here is disabled for a role.
 */
export default function BfdPage() {
  const sessions = usePrefetchedQuery(bfdStatus())
  const enable = (
    <LinkButton to={sb.bfdNew()}>
      <PlusIcon size={14} />
      Enable session
    </LinkButton>
  )
  return (
    <>
      <PageHeader title="BFD" actions={enable}>
        Bidirectional forwarding detection: fast notice of a failed link to a peer.
      </PageHeader>
      <ListTable
        label="BFD sessions"
        columns={columns}
        rows={sessions}
        rowKey={(s) => `${s.switchSlot}/${s.peer}`}
        rowName={(s) => `${s.peer} on ${s.switchSlot}`}
        empty="No BFD sessions."
        actions={(s) => [{ label: 'Disable', danger: true, onActivate: () => disable(s) }]}
      />
    </>
  )
}
