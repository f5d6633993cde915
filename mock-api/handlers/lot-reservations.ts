import type { AddressLotBlock } from '@oxide/api'
import { db } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import { type StdIp, stdIp } from '../std-net'

/**
 * What the server keeps in `address_lot_rsvd_block`: each loopback address and each address of
 * a switch port settings object holds one address of its lot (datastore/address_lot.rs,
 * `try_reserve_block`). The mock derives them from those records rather than storing a table.
 * A loopback address may be anycast (it stays out of the API's answer, so it is kept here, by
 * record: a reset replaces the records and forgets it).
 */
export const anycastLoopbacks = new WeakSet<object>()

type Held = StdIp & { anycast: boolean }

/** The lot a block belongs to. */
export const lotOfBlock = (blockId: string) =>
  Object.entries(db.addressLotBlocks).find(([, blocks]) =>
    blocks.some((b) => b.id === blockId),
  )?.[0]

const hostOf = (net: string) => stdIp(net.split('/')[0] ?? '', 'ip')

/** The addresses reserved from a lot. */
export function reservations(lotId: string): Held[] {
  const held: Held[] = []
  for (const l of db.loopbackAddresses) {
    const ip = hostOf(l.address)
    if (ip && lotOfBlock(l.address_lot_block_id) === lotId)
      held.push({ ...ip, anycast: anycastLoopbacks.has(l) })
  }
  for (const s of db.switchPortSettings)
    for (const a of s.addresses) {
      const ip = hostOf(a.address)
      if (ip && a.address_lot_id === lotId) held.push({ ...ip, anycast: false })
    }
  return held
}

/** The unspecified address and IPv6 link-local ones are never reserved (any number may use them). */
const exempt = ({ v6, n }: StdIp) => n === 0n || (v6 && n >> 118n === 0x3fan)

/**
 * Reserve `ip` from the lot: the block holding it, or the server's refusals (no block of the
 * lot holds it; another reservation holds it, where an anycast one only yields to anycast).
 */
export function reserve(lotId: string, ip: string, anycast: boolean): Json<AddressLotBlock> {
  const addr = stdIp(ip, 'ip')
  const block = (db.addressLotBlocks[lotId] ?? []).find((b) => {
    const [first, last] = [stdIp(b.first_address, 'ip'), stdIp(b.last_address, 'ip')]
    return addr && first && last && first.v6 === addr.v6 && first.n <= addr.n && addr.n <= last.n
  })
  if (!addr || !block) throw invalidRequest('address not in lot')
  if (!exempt(addr)) {
    const taken = reservations(lotId).some(
      (r) => r.v6 === addr.v6 && r.n === addr.n && (!anycast || !r.anycast),
    )
    if (taken) throw invalidRequest('address unavailable')
  }
  return block
}
