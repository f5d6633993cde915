import type { BgpAnnouncement, BgpAnnounceSet, BgpConfig, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, now, parseUuid } from '../db'
import { conflict, internalError, lookupNotFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { parseNet } from '../oxnet-text'
import { paginated } from '../paging'
import { peerConfig } from './bgp-routing'
import { type Reader, reader } from './body'
import { newRecord } from './crud'

/**
 * BGP configurations and announce sets (nexus/src/app/bgp.rs, ds/bgp.rs): fleet viewers read
 * (Read on the Fleet), fleet admins change (Modify on the Fleet). What the server does, quirks
 * included:
 * - a create that matches a live config field for field answers that config (idempotent);
 *   another config of the same ASN is a 409, and so is a taken name (the unique index);
 * - an update may rename, describe, swap the announce set and set max paths; a name taken by
 *   another config breaks the unique index inside the update, which Nexus answers with a 500;
 * - a config that port settings' BGP peers name cannot be deleted (409);
 * - the announce set PUT finds the set by name or creates it, keeps a found set's description,
 *   and replaces its announcements. The server neither looks up nor checks an announcement's
 *   address lot block: it stores the id of the set it built from the body in its place
 *   (omicron#10719), which the mock does too; the console finds the block by the network;
 * - an announce set a live config uses cannot be deleted (409 `announce set in use`).
 */
type Who = Json<User>
const viewer = (user: Who) => requireFleetRole(user, 'viewer')
const admin = (user: Who) => requireFleetRole(user, 'admin')

/** A `NameOrId` selector's record among `items`, or the server's 404 for it. */
function lookup<T extends { id: string; name: string }>(
  type: string,
  items: T[],
  selector: string,
): T {
  const id = parseUuid(selector)
  const found = items.find((i) => (id ? i.id === id : i.name === selector))
  if (!found) throw lookupNotFound(type, id ?? selector, !!id)
  return found
}

const findBgpConfig = (selector: string) => lookup('bgp-config', db.bgpConfigs, selector)
const findAnnounceSet = (selector: string) =>
  lookup('bgp-announce-set', db.bgpAnnounceSets, selector)

/** The BGP peers of every port settings object, with the settings they belong to. */
const allPeers = () =>
  db.switchPortSettings.flatMap((settings) =>
    settings.bgp_peers.map((peer) => ({ settings, peer })),
  )

/** `u32` as serde reads it. */
const readU32 = (b: Reader, k: string): number => b.int(k, 'u32')

/** `MaxPathConfig`: a `u8`, then 1 to 32 in its own words. */
function readMaxPaths(b: Reader, k = 'max_paths'): number | undefined {
  if (!b.has(k)) return undefined
  const v = b.int(k, 'u8')
  if (v < 1) throw b.fail(k, 'max path value cannot be less than 1')
  if (v > 32) throw b.fail(k, 'max path value cannot be greater than 32')
  return v
}

const announcementsOf = (setId: string) => (db.bgpAnnouncements[setId] ??= [])

export const bgpHandlers: HandlerMap = {
  networkingBgpConfigList: ({ query, user }) => {
    viewer(user)
    return paginated(query, db.bgpConfigs)
  },

  networkingBgpConfigCreate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const asn = readU32(b, 'asn')
    const setSelector = b.string('bgp_announce_set_id')
    const vrf = b.optName('vrf') ?? null
    const maxPaths = readMaxPaths(b) ?? 1
    admin(user)
    const set = findAnnounceSet(setSelector)
    const same = db.bgpConfigs.find(
      (c) =>
        c.name === name &&
        c.description === description &&
        c.asn === asn &&
        db.bgpConfigAnnounceSets[c.id] === set.id &&
        c.max_paths === maxPaths &&
        (c.vrf ?? null) === vrf,
    )
    if (same) return json(same, 201)
    if (db.bgpConfigs.some((c) => c.asn === asn))
      throw conflict('cannot have more than one configuration per ASN')
    if (db.bgpConfigs.some((c) => c.name === name))
      throw conflict('a field that must be unique conflicts with an existing record')
    const config: Json<BgpConfig> = {
      ...newRecord(),
      name,
      description,
      asn,
      vrf,
      max_paths: maxPaths,
    }
    db.bgpConfigs.push(config)
    db.bgpConfigAnnounceSets[config.id] = set.id
    return json(config, 201)
  },

  networkingBgpConfigUpdate: ({ query, body, user }) => {
    const b = reader(body)
    const name = b.optName()
    const description = b.optString('description')
    const setSelector = b.optString('bgp_announce_set_id')
    const maxPaths = readMaxPaths(b)
    admin(user)
    const config = findBgpConfig(query.nameOrId)
    const setId = setSelector
      ? findAnnounceSet(setSelector).id
      : db.bgpConfigAnnounceSets[config.id]
    if (!setId || !db.bgpAnnounceSets.some((s) => s.id === setId))
      throw lookupNotFound('bgp-announce-set', setId ?? '', true)
    // the unique index on names, met inside the update: Nexus has no handler for it (a 500)
    if (name && db.bgpConfigs.some((c) => c !== config && c.name === name)) throw internalError()
    if (name) config.name = name
    if (description !== undefined) config.description = description
    if (maxPaths !== undefined) config.max_paths = maxPaths
    db.bgpConfigAnnounceSets[config.id] = setId
    config.time_modified = now()
    return config
  },

  networkingBgpConfigDelete: ({ query, user }) => {
    admin(user)
    const config = findBgpConfig(query.nameOrId)
    if (allPeers().some(({ peer }) => peerConfig(peer.bgp_config) === config))
      throw conflict('BGP Config is in use and cannot be deleted')
    db.bgpConfigs = db.bgpConfigs.filter((c) => c !== config)
    delete db.bgpConfigAnnounceSets[config.id]
  },

  /** The server pages this list but answers a bare array (no `next_page`). */
  networkingBgpAnnounceSetList: ({ query, user }) => {
    viewer(user)
    return paginated(query, db.bgpAnnounceSets).items
  },

  networkingBgpAnnounceSetUpdate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const announcements = b.list('announcement').map((item, i) => {
      const a = reader(item, `announcement[${i}]`)
      a.string('address_lot_block')
      const text = a.string('network')
      // the `IpNet` as oxnet writes it (host bits and all)
      const network = parseNet(text)?.text
      if (!network) throw a.fail('network', `invalid IP network: ${text}`)
      return network
    })
    admin(user)
    // the set the body builds, whose id stands in for each announcement's block (#10719)
    const built: Json<BgpAnnounceSet> = {
      ...newRecord(),
      name,
      description,
    }
    let set = db.bgpAnnounceSets.find((s) => s.name === name)
    if (!set) {
      set = built
      db.bgpAnnounceSets.push(set)
    }
    const setId = set.id
    db.bgpAnnouncements[setId] = announcements.map(
      (network): Json<BgpAnnouncement> => ({
        announce_set_id: setId,
        address_lot_block_id: built.id,
        network,
      }),
    )
    return set
  },

  networkingBgpAnnounceSetDelete: ({ path, user }) => {
    admin(user)
    const set = findAnnounceSet(path.announceSet)
    const inUse = db.bgpConfigs.some((c) => db.bgpConfigAnnounceSets[c.id] === set.id)
    if (inUse) throw conflict('announce set in use')
    db.bgpAnnounceSets = db.bgpAnnounceSets.filter((s) => s !== set)
    delete db.bgpAnnouncements[set.id]
  },

  networkingBgpAnnouncementList: ({ path, user }) => {
    viewer(user)
    return announcementsOf(findAnnounceSet(path.announceSet).id)
  },
}
