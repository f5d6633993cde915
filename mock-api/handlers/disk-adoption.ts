import type {
  PhysicalDiskAdoptionRequest,
  PhysicalDiskManufacturerIdentity,
  UnadoptedPhysicalDisk,
} from '@oxide/api'
import { requireFleetRole } from '../authz'
import type { InventoryDisk } from '../data/inventory'
import { db, now } from '../db'
import { conflict, errorResponse, invalidValue } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { pageStart, paginated } from '../paging'
import { uuidPathParam } from '../selectors'
import { reader } from './body'

/**
 * Physical disk adoption (/v1/system/hardware/disks-unadopted, disk-adoption-request[s]:
 * nexus/src/app/sled.rs, ds/physical_disk.rs). Reading takes the fleet's `read` (a fleet
 * viewer), changing its `modify` (a fleet admin). A disk is named by its manufacturer's
 * identity: vendor, model and serial.
 */
type Identity = Json<PhysicalDiskManufacturerIdentity>

const same = (a: Identity, b: Identity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/** A disk the control plane uses: not expunged (no physical disk is ever deleted here). */
const active = () => db.physicalDisks.filter((d) => d.policy.kind !== 'expunged')

const requested = (id: Identity) => db.diskAdoptionRequests.some((r) => same(r.disk_id, id))

/**
 * `physical_disk_unadopted_list`: U.2s of the latest inventory on in-service sleds, with no
 * active physical disk of the same identity on that sled and no adoption request.
 */
function unadopted(): InventoryDisk[] {
  const inService = new Set(
    db.sleds.filter((s) => s.policy.kind === 'in_service' && s.state === 'active').map((s) => s.id),
  )
  return db.inventoryDisks.filter(
    (d) =>
      d.variant === 'u2' &&
      inService.has(d.sled_id) &&
      !active().some(
        (p) => p.sled_id === d.sled_id && p.form_factor === 'u2' && same(p, d.identity),
      ) &&
      !requested(d.identity),
  )
}

const asUnadopted = (d: InventoryDisk): Json<UnadoptedPhysicalDisk> => ({
  sled_id: d.sled_id,
  slot: d.slot,
  variant: d.variant,
  disk_id: d.identity,
})

export const diskAdoptionHandlers: HandlerMap = {
  /**
   * The whole list in one page, whatever the limit, with no next page; a page token is refused
   * before anything else ("pagination currently unsupported", labelled with the token's
   * position).
   */
  physicalDiskListUnadopted: ({ query, user }) => {
    if (query.pageToken)
      throw invalidValue(pageStart(query.pageToken).last_seen, 'pagination currently unsupported')
    requireFleetRole(user, 'viewer')
    return { items: unadopted().map(asUnadopted), next_page: null }
  },

  /** Active requests, by id (`PaginatedById`). */
  physicalDiskListAdoptionRequests: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(query, db.diskAdoptionRequests)
  },

  /**
   * Idempotent: a request for the same disk is answered again (201). A disk the control plane
   * already uses is a 409. The disk need not be in inventory.
   */
  physicalDiskEnableAdoption: ({ body, user }) => {
    const b = reader(body)
    const identity: Identity = {
      model: b.string('model'),
      serial: b.string('serial'),
      vendor: b.string('vendor'),
    }
    requireFleetRole(user, 'admin')
    if (active().some((d) => same(d, identity)))
      throw conflict(
        `physical disk already adopted: ${identity.vendor}:${identity.model}:${identity.serial}`,
      )
    const existing = db.diskAdoptionRequests.find((r) => same(r.disk_id, identity))
    if (existing) return json(existing, 201)
    const request: Json<PhysicalDiskAdoptionRequest> = {
      id: crypto.randomUUID(),
      disk_id: identity,
      time_created: now(),
    }
    db.diskAdoptionRequests.push(request)
    return json(request, 201)
  },

  /** No active request of that id: a 404 that names no resource type. */
  physicalDiskDisableAdoption: ({ path, user }) => {
    const id = uuidPathParam(path.physicalDiskAdoptionReqId)
    requireFleetRole(user, 'admin')
    const request = db.diskAdoptionRequests.find((r) => r.id === id)
    if (!request)
      throw errorResponse(404, 'Not Found', `No active adoption request found for id: ${id}`)
    db.diskAdoptionRequests = db.diskAdoptionRequests.filter((r) => r !== request)
  },
}
