import type { AddressLotKind } from '@oxide/api'
import { Badge } from '~/ui/badge'
import { blockText } from '~/util/address-blocks'
import { useBlockIndex } from './queries'

export const LOT_KIND_LABEL: Record<AddressLotKind, string> = {
  infra: 'Infrastructure',
  pool: 'IP pools',
}

export const LotKindBadge = ({ kind }: { kind: AddressLotKind }) => (
  <Badge color={kind === 'infra' ? 'blue' : 'purple'}>{LOT_KIND_LABEL[kind]}</Badge>
)

/** The lot and block an address came from, by the block's id (all a loopback address names). */
export function LotBlockCell({ blockId }: { blockId: string }) {
  const index = useBlockIndex()
  const info = index?.get(blockId)
  if (!index) return <span className="text-secondary">…</span>
  if (!info) return <span className="font-mono text-xs text-secondary">{blockId}</span>
  return (
    <span>
      {info.lot} <span className="font-mono text-secondary">{blockText(info.block)}</span>
    </span>
  )
}
