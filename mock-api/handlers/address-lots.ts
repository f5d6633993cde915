import type { AddressLot, AddressLotBlock, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { type StdIp, showStdIp, stdIp } from '../std-net'
import { type Reader, reader } from './body'
import { newRecord } from './crud'
import { find } from './lookups'
import { reservations } from './lot-reservations'

/**
 * Address lots and their blocks (nexus/src/app/address_lot.rs, datastore/address_lot.rs). The
 * API's create is an upsert by name: a lot of that name keeps its id, kind and description and
 * has its blocks made the ones sent (a block sent again keeps its id, one not sent is deleted).
 * Fleet viewers read; creating takes a fleet collaborator (CreateChild on the fleet), deleting
 * a fleet admin; a lot any address is reserved from (a loopback address, a port settings'
 * address) is not deleted.
 */
type Who = Json<User>
const viewer = (user: Who) => requireFleetRole(user, 'viewer')

/** serde's `IpAddr` from a string field. */
export function readIp(b: Reader, k: string): StdIp {
  const ip = stdIp(b.string(k), 'ip')
  if (!ip) throw b.fail(k, 'invalid IP address syntax')
  return ip
}

const same = (a: StdIp, b: StdIp) => a.v6 === b.v6 && a.n === b.n

const blocksOf = (lotId: string) => {
  db.addressLotBlocks[lotId] ??= []
  return db.addressLotBlocks[lotId]
}

function bounds(block: Json<AddressLotBlock>): [StdIp, StdIp] {
  const [first, last] = [stdIp(block.first_address, 'ip'), stdIp(block.last_address, 'ip')]
  if (!first || !last) throw new Error(`mock: bad stored block ${block.id}`)
  return [first, last]
}

export const addressLotHandlers: HandlerMap = {
  networkingAddressLotList: ({ query, user }) => {
    viewer(user)
    return paginated(query, db.addressLots)
  },

  networkingAddressLotCreate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const kind = b.enum('kind', ['infra', 'pool'] as const)
    const wanted = b.list('blocks').map((item, i) => {
      const block = reader(item, `blocks[${i}]`)
      return { first: readIp(block, 'first_address'), last: readIp(block, 'last_address') }
    })
    requireFleetRole(user, 'collaborator')
    for (const { first, last } of wanted) {
      if (first.v6 !== last.v6) throw invalidRequest('Block bounds must be in same address family')
      if (first.n > last.n) throw invalidRequest('Invalid range, first must be <= last')
    }
    let lot = db.addressLots.find((l) => l.name === name)
    if (!lot) {
      lot = {
        ...newRecord(),
        name,
        description,
        kind,
      }
      db.addressLots.push(lot)
    }
    const found = [...blocksOf(lot.id)]
    const blocks = wanted.map(({ first, last }) => {
      const kept = found.find((f) => {
        const [a, z] = bounds(f)
        return same(a, first) && same(z, last)
      })
      if (kept) return kept
      const block: Json<AddressLotBlock> = {
        id: crypto.randomUUID(),
        first_address: showStdIp(first),
        last_address: showStdIp(last),
      }
      blocksOf(lot.id).push(block)
      return block
    })
    db.addressLotBlocks[lot.id] = blocksOf(lot.id).filter(
      (f) => !found.includes(f) || blocks.includes(f),
    )
    return json({ lot, blocks }, 201)
  },

  networkingAddressLotView: ({ path, user }) => {
    const lot = find.addressLot(path.addressLot)
    viewer(user)
    return { lot, blocks: blocksOf(lot.id) }
  },

  networkingAddressLotDelete: ({ path, user }) => {
    const lot: Json<AddressLot> = find.addressLot(path.addressLot)
    requireFleetRole(user, 'admin')
    if (reservations(lot.id).length > 0) throw invalidRequest('lot is in use')
    db.addressLots = db.addressLots.filter((l) => l !== lot)
    delete db.addressLotBlocks[lot.id]
  },

  networkingAddressLotBlockList: ({ path, query, user }) => {
    const lot = find.addressLot(path.addressLot)
    viewer(user)
    return paginated(query, blocksOf(lot.id))
  },
}
