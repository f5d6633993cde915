import type { LoopbackAddress } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import { alreadyExists, errorResponse, invalidRequest, lookupNotFound, notFound } from '../errors'
import { pathUint } from '../int-params'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { showStdIp, stdIp } from '../std-net'
import { readIp } from './address-lots'
import { reader } from './body'
import { find } from './lookups'
import { anycastLoopbacks, reserve } from './lot-reservations'

/**
 * Loopback addresses of the rack's switches (nexus/src/app/switch_interface.rs,
 * datastore/switch_interface.rs): each reserves its address from a block of the named lot.
 * Listing takes a fleet viewer; creating and deleting a fleet admin (CreateChild on the lot).
 * One per address, rack and switch (`lookup_loopback_address`); anycast addresses may share
 * an address across switches, others may not.
 */
const SLOTS = ['switch0', 'switch1'] as const

const widthOk = (v6: boolean, mask: number) => mask <= (v6 ? 128 : 32)

/** The lookup's 404 names the composite key as Rust's Debug writes it. */
function missing(v6: boolean, ip: string, mask: number, rackId: string, slot: string) {
  const net = `V${v6 ? 6 : 4}(Ipv${v6 ? 6 : 4}Network { addr: ${ip}, prefix: ${mask} })`
  const key = `address = ${net}, rack_id = ${rackId} (rack), switch_slot = ${slot === 'switch0' ? 'Switch0' : 'Switch1'}`
  return notFound(`not found: loopback-address with id "${key}"`)
}

export const loopbackAddressHandlers: HandlerMap = {
  networkingLoopbackAddressList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(query, db.loopbackAddresses)
  },

  networkingLoopbackAddressCreate: ({ body, user }) => {
    const b = reader(body)
    const ip = readIp(b, 'address')
    const lotSelector = b.string('address_lot')
    const anycast = b.bool('anycast')
    const mask = b.int('mask', 'u8')
    const rackId = b.uuid('rack_id')
    const slot = b.enum('switch_slot', SLOTS)
    requireFleetRole(user, 'collaborator')
    if (!db.racks.some((r) => r.id === rackId)) throw lookupNotFound('rack', rackId, true)
    const lot = find.addressLot(lotSelector)
    requireFleetRole(user, 'admin')
    if (!widthOk(ip.v6, mask)) throw invalidRequest('invalid address')
    const text = `${showStdIp(ip)}/${mask}`
    const block = reserve(lot.id, showStdIp(ip), anycast)
    const taken = db.loopbackAddresses.some(
      (l) => l.address === text && l.rack_id === rackId && l.switch_slot === slot,
    )
    if (taken) throw alreadyExists('loopback-address', `lo ${text}`)
    const record: Json<LoopbackAddress> = {
      id: crypto.randomUUID(),
      address: text,
      address_lot_block_id: block.id,
      rack_id: rackId,
      switch_slot: slot,
    }
    db.loopbackAddresses.push(record)
    if (anycast) anycastLoopbacks.add(record)
    return json(record, 201)
  },

  networkingLoopbackAddressDelete: ({ path, user }) => {
    // the path's `IpAddr` and `u8` as dropshot parses them, then the network they make
    // (`IpNetwork::new` in http_entrypoints.rs `networking_loopback_address_delete`)
    const ip = stdIp(path.address, 'ip')
    if (!ip) throw errorResponse(400, null, 'bad parameter in URL path: invalid IP address syntax')
    const mask = pathUint(String(path.subnetMask), 'u8')
    if (!widthOk(ip.v6, mask)) throw errorResponse(400, null, 'invalid ip address')
    const address = showStdIp(ip)
    const record = db.loopbackAddresses.find(
      (l) =>
        l.address === `${address}/${mask}` &&
        l.rack_id === path.rackId &&
        l.switch_slot === path.switchSlot,
    )
    if (!record) throw missing(ip.v6, address, mask, path.rackId, path.switchSlot)
    requireFleetRole(user, 'admin')
    db.loopbackAddresses = db.loopbackAddresses.filter((l) => l !== record)
  },
}
