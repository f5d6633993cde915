import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '@oxide/api'
import { db, parseUuid } from '../db'
import { alreadyExists, errorResponse, internalError, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { stdIp, stdIpText } from '../std-net'
import { nameProblem, type Reader, reader } from './body'
import { named, newRecord, records } from './crud'
import { can, find, queryParseError, vpcOf } from './lookups'

/**
 * Internet gateways, the IP pools and addresses attached to them, with the server's rules
 * (`nexus/src/app/internet_gateway.rs`, `ds/vpc.rs`): named within their VPC; a gateway holding
 * pools or addresses is deleted only with `cascade`, which also deletes the routes that target
 * it (a delete without `cascade` leaves them); a pool or address is detached without `cascade` unless a route targets the gateway and an
 * instance of the VPC holds an external address from it. Pools attached to a gateway need not
 * have unique names; a gateway holds at most one address (the server's unique index).
 */
type Gateway = Json<InternetGateway>
type GatewayPool = Json<InternetGatewayIpPool>
type GatewayAddress = Json<InternetGatewayIpAddress>
type Where = { gateway?: string; vpc?: string; project?: string }

const projectOfGateway = (gateway: Gateway) => find.vpc(gateway.vpc_id).project_id
const gatewayOf = (record: { internet_gateway_id: string }) =>
  find.gateway(record.internet_gateway_id)

const gateways = named<Gateway, Where>({
  type: 'internet-gateway',
  items: () => db.internetGateways,
  find: (selector, query) => find.gateway(selector, query.vpc, query.project),
  siblings: (gateway) => db.internetGateways.filter((g) => g.vpc_id === gateway.vpc_id),
  canRead: (user, gateway) => can.read(user, projectOfGateway(gateway)),
  canWrite: (user, gateway) => can.network(user, projectOfGateway(gateway)),
})

const gatewayPools = records<GatewayPool, Where>({
  items: () => db.internetGatewayIpPools,
  find: (selector, q) => find.gatewayPool(selector, q.gateway, q.vpc, q.project),
  canRead: (user, pool) => can.read(user, projectOfGateway(gatewayOf(pool))),
  canWrite: (user, pool) => can.network(user, projectOfGateway(gatewayOf(pool))),
})

const gatewayAddresses = records<GatewayAddress, Where>({
  items: () => db.internetGatewayIpAddresses,
  find: (selector, q) => find.gatewayAddress(selector, q.gateway, q.vpc, q.project),
  canRead: (user, address) => can.read(user, projectOfGateway(gatewayOf(address))),
  canWrite: (user, address) => can.network(user, projectOfGateway(gatewayOf(address))),
})

/** `?cascade=` as serde reads a bool from a query string; absent is false. */
function cascadeOf(query: { cascade?: unknown }) {
  const value = query.cascade === undefined ? undefined : String(query.cascade)
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  throw queryParseError('provided string was not `true` or `false`')
}

/** The gateway a list or attach names (`?gateway=`, with its VPC and project for a name). */
function parentGateway(query: Where) {
  if (!query.gateway) throw queryParseError('missing field `gateway`')
  return find.gateway(query.gateway, query.vpc, query.project)
}

/** Whether any route, in any VPC, targets a gateway of this name (the server's own query). */
const routesTarget = (name: string) =>
  db.vpcRouterRoutes.some((r) => r.target.type === 'internet_gateway' && r.target.value === name)

/** Every external address (SNAT, ephemeral, floating) of the instances with a NIC in the VPC. */
function vpcInstanceIps(vpcId: string) {
  const instances = new Set(
    db.networkInterfaces.filter((n) => n.vpc_id === vpcId).map((n) => n.instance_id),
  )
  return [
    ...db.externalIps.filter((e) => instances.has(e.instance_id)).map((e) => e.ip),
    ...db.floatingIps.filter((f) => f.instance_id && instances.has(f.instance_id)).map((f) => f.ip),
  ]
}

/** IP order as Rust's `IpAddr`: every IPv4 address before every IPv6 one. */
const ipOrder = (text: string) => {
  const ip = stdIp(text, 'ip')
  return ip?.v6 === false ? ip.n : (1n << 32n) + (ip?.n ?? 0n)
}

const DEPENDENT =
  'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option'

/** The server's check before a detach without cascade; `holds` picks the addresses it minds. */
function refuseIfDependent(gateway: Gateway, holds: (ip: string) => boolean) {
  if (!routesTarget(gateway.name)) return
  if (vpcInstanceIps(gateway.vpc_id).some(holds)) throw invalidRequest(DEPENDENT)
}

/** Drop a VPC's gateways with what is attached to them (the VPC is being deleted). */
export function dropGateways(vpcId: string) {
  const gone = new Set(db.internetGateways.filter((g) => g.vpc_id === vpcId).map((g) => g.id))
  db.internetGateways = db.internetGateways.filter((g) => !gone.has(g.id))
  db.internetGatewayIpPools = db.internetGatewayIpPools.filter(
    (p) => !gone.has(p.internet_gateway_id),
  )
  db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter(
    (a) => !gone.has(a.internet_gateway_id),
  )
}

const UNTAGGED = 'data did not match any variant of untagged enum NameOrId'

/**
 * A body field the API types as `NameOrId`, a UUID in canonical form (the body walk refused
 * what is neither: body-walk.ts `nameorid`).
 */
function nameOrId(b: Reader, k: string) {
  const value = b.string(k)
  return parseUuid(value) ?? value
}

export const internetGatewayHandlers: HandlerMap = {
  internetGatewayList: ({ query, user }) => {
    const vpc = vpcOf(query)
    can.read(user, vpc.project_id)
    return paginated(
      query,
      db.internetGateways.filter((g) => g.vpc_id === vpc.id),
    )
  },

  internetGatewayCreate: ({ query, body, user }) => {
    const vpc = vpcOf(query)
    can.network(user, vpc.project_id)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    gateways.unique(
      db.internetGateways.filter((g) => g.vpc_id === vpc.id),
      name,
    )
    const gateway: Gateway = {
      ...newRecord(),
      name,
      description,
      vpc_id: vpc.id,
    }
    db.internetGateways.push(gateway)
    return gateway
  },

  internetGatewayView: ({ path, query, user }) => gateways.view(path.gateway, query, user),

  internetGatewayDelete: ({ path, query, user }) => {
    const cascade = cascadeOf(query)
    const gateway = gateways.remove(path.gateway, query, user, (gw) => {
      if (cascade) return
      const held = (items: { internet_gateway_id: string }[]) =>
        items.some((i) => i.internet_gateway_id === gw.id)
      const hint =
        'referencing this gateway exist. To perform a cascading delete set the cascade option'
      if (held(db.internetGatewayIpPools)) throw invalidRequest(`Ip pools ${hint}`)
      if (held(db.internetGatewayIpAddresses)) throw invalidRequest(`Ip addresses ${hint}`)
    })
    db.internetGatewayIpPools = db.internetGatewayIpPools.filter(
      (p) => p.internet_gateway_id !== gateway.id,
    )
    db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter(
      (a) => a.internet_gateway_id !== gateway.id,
    )
    // without cascade only the gateway goes: routes that target it stay (ds/vpc.rs
    // `vpc_delete_internet_gateway_no_cascade`; row N7)
    if (!cascade) return
    // a cascade takes the routes of the VPC's routers that target it, the system router's too
    const routers = new Set(
      db.vpcRouters.filter((r) => r.vpc_id === gateway.vpc_id).map((r) => r.id),
    )
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter(
      (r) =>
        !routers.has(r.vpc_router_id) ||
        r.target.type !== 'internet_gateway' ||
        r.target.value !== gateway.name,
    )
  },

  internetGatewayIpPoolList: ({ query, user }) => {
    const gateway = parentGateway(query)
    can.read(user, projectOfGateway(gateway))
    return paginated(
      query,
      db.internetGatewayIpPools.filter((p) => p.internet_gateway_id === gateway.id),
    )
  },

  internetGatewayIpPoolCreate: ({ query, body, user }) => {
    const gateway = parentGateway(query)
    can.network(user, projectOfGateway(gateway))
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    // a pool linked to the user's silo, as the server fetches it for non-fleet users
    const pool = find.ipPool(nameOrId(b, 'ip_pool'), user)
    const attached: GatewayPool = {
      ...newRecord(),
      name,
      description,
      internet_gateway_id: gateway.id,
      ip_pool_id: pool.id,
    }
    db.internetGatewayIpPools.push(attached)
    return attached
  },

  internetGatewayIpPoolDelete: ({ path, query, user }) => {
    const cascade = cascadeOf(query)
    gatewayPools.remove(path.pool, query, user, (attached) => {
      if (cascade) return
      const gateway = gatewayOf(attached)
      if (!routesTarget(gateway.name)) return
      // the server reads one range of the pool (and fails on a pool with none)
      const range = db.ipPoolRanges.find((r) => r.ip_pool_id === attached.ip_pool_id)
      if (!range) throw internalError()
      const [first, last] = [ipOrder(range.range.first), ipOrder(range.range.last)]
      refuseIfDependent(gateway, (ip) => ipOrder(ip) >= first && ipOrder(ip) <= last)
    })
  },

  internetGatewayIpAddressList: ({ query, user }) => {
    const gateway = parentGateway(query)
    can.read(user, projectOfGateway(gateway))
    return paginated(
      query,
      db.internetGatewayIpAddresses.filter((a) => a.internet_gateway_id === gateway.id),
    )
  },

  internetGatewayIpAddressCreate: ({ query, body, user }) => {
    const gateway = parentGateway(query)
    can.network(user, projectOfGateway(gateway))
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    // an address std does not parse was refused by the body walk; kept as std writes it
    const address = stdIpText(b.string('address'))!
    if (db.internetGatewayIpAddresses.some((a) => a.internet_gateway_id === gateway.id))
      throw alreadyExists('internet-gateway-ip-address', name)
    const attached: GatewayAddress = {
      ...newRecord(),
      name,
      description,
      internet_gateway_id: gateway.id,
      address,
    }
    db.internetGatewayIpAddresses.push(attached)
    return attached
  },

  internetGatewayIpAddressDelete: ({ path, query, user }) => {
    // `address` is a NameOrId the kit does not know (elsewhere the word names an IP)
    if (!parseUuid(path.address) && nameProblem(path.address))
      throw errorResponse(400, null, `bad parameter in URL path: ${UNTAGGED}`)
    const cascade = cascadeOf(query)
    gatewayAddresses.remove(parseUuid(path.address) ?? path.address, query, user, (attached) => {
      if (!cascade) refuseIfDependent(gatewayOf(attached), (ip) => ip === attached.address)
    })
  },
}
