import type { Instance, InstanceNetworkInterface, InstanceState, VpcSubnet } from '@oxide/api'
import { db, now } from '../db'
import { alreadyExists, invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { parseNet } from '../oxnet-text'
import { paginated } from '../paging'
import { showStdIp, stdIp } from '../std-net'
import { type Reader, reader } from './body'
import { newRecord } from './crud'
import { requireState, settle } from './instance-state'
import { within } from './ip-ranges'
import { can, find, instanceOf } from './lookups'

/** Network interfaces of instances, with the real API's rules on primaries and VPCs. */
/** NIC create and delete allow more states than an update (real-api-behaviour.md row 12). */
function requireNicState(instance: Json<Instance>, allowed: InstanceState[], message: string) {
  if (!allowed.includes(settle(instance).run_state)) throw invalidRequest(message)
}

export const MAX_NICS_PER_INSTANCE = 8
/** The real API keeps the first five addresses of a subnet (and the last) for the system. */
const FIRST_GUEST_HOST = 5n

type Nic = Json<InstanceNetworkInterface>
type Stack = Nic['ip_stack']

const v4Of = (s: Stack) =>
  s.type === 'v4' ? s.value.ip : s.type === 'dual_stack' ? s.value.v4.ip : undefined
const v6Of = (s: Stack) =>
  s.type === 'v6' ? s.value.ip : s.type === 'dual_stack' ? s.value.v6.ip : undefined

/**
 * Addresses in use in a subnet, including those handed out earlier in the same request and
 * `reserved` ones the caller knows of (a project's probes, whose interfaces the mock keeps with
 * the probe).
 */
const usedIn = (subnetId: string, pending: Nic[], reserved: readonly string[]) =>
  new Set([
    ...[...db.networkInterfaces, ...pending]
      .filter((n) => n.subnet_id === subnetId)
      .flatMap((n) => [v4Of(n.ip_stack), v6Of(n.ip_stack)])
      .filter((ip): ip is string => !!ip),
    ...reserved,
  ])

/** An address of the subnet's IPv4 block; undefined when automatic assignment finds none. */
function assignV4(ip: Reader, subnet: Json<VpcSubnet>, used: Set<string>): string | undefined {
  const block = parseNet(subnet.ipv4_block, 'v4net')
  if (!block) throw invalidRequest(`subnet "${subnet.name}" has no IPv4 block`)
  const guests = { ...block, first: block.first + FIRST_GUEST_HOST, last: block.last - 1n }
  if (ip.tag(['auto', 'explicit']) === 'explicit') {
    const text = ip.string('value')
    const addr = stdIp(text, 'ipv4')
    if (!addr) throw invalidRequest(`"${text}" is not a valid IPv4 address`)
    // the `Ipv4Addr` as std writes it, in the record and the messages
    const [n, value] = [addr.n, showStdIp(addr)]
    if (!within(n, block))
      throw invalidRequest(`IP address ${value} is not in the subnet ${subnet.ipv4_block}`)
    if (!within(n, guests)) throw invalidRequest(`IP address ${value} is reserved for the system`)
    if (used.has(value)) throw invalidRequest(`The IP address '${value}' is not available`)
    return value
  }
  for (let n = guests.first; n <= guests.last; n++) {
    const text = showStdIp({ v6: false, n })
    if (!used.has(text)) return text
  }
  return undefined
}

function assignV6(ip: Reader, subnet: Json<VpcSubnet>, used: Set<string>): string {
  const block = parseNet(subnet.ipv6_block, 'v6net')
  if (!block) throw invalidRequest(`subnet "${subnet.name}" has no IPv6 block`)
  if (ip.tag(['auto', 'explicit']) === 'explicit') {
    const text = ip.string('value')
    const addr = stdIp(text, 'ipv6')
    if (!addr) throw invalidRequest(`"${text}" is not a valid IPv6 address`)
    // the `Ipv6Addr` as std writes it, in the record and the messages
    const [n, value] = [addr.n, showStdIp(addr)]
    if (!within(n, block))
      throw invalidRequest(`IP address ${value} is not in the subnet ${subnet.ipv6_block}`)
    if (used.has(value)) throw invalidRequest(`The IP address '${value}' is not available`)
    return value
  }
  for (let n = block.first + FIRST_GUEST_HOST; ; n++) {
    const candidate = showStdIp({ v6: true, n })
    if (!used.has(candidate)) return candidate
  }
}

const AUTO = reader({ type: 'auto' })

/**
 * The server's text when the subnet has no address left; it names the versions the request
 * asked for, not the one that ran out (`MissingIpVersions`, `decode_database_error` in
 * nexus/db-queries/src/db/queries/network_interface.rs).
 */
const noAddress = (type: Stack['type'], subnet: Json<VpcSubnet>) =>
  invalidRequest(
    `No available ${{ v4: 'IPv4', v6: 'IPv6', dual_stack: 'IPv4 and IPv6' }[type]} addresses for interface in subnet '${subnet.name}' with ID '${subnet.id}'`,
  )

/** A stack's `transit_ips`, read by the body walk, as oxnet writes them (host bits and all). */
const transitIps = (r: Reader | undefined) =>
  (r?.strings('transit_ips') ?? []).map((net) => parseNet(net)?.text ?? net)

/** `ip_config` of a NIC create: v4, v6 or both; absent means dual stack, auto addresses. */
function ipStack(config: Reader | undefined, subnet: Json<VpcSubnet>, used: Set<string>): Stack {
  const type = config?.tag(['v4', 'v6', 'dual_stack'] as const) ?? 'dual_stack'
  const value = config?.object('value')
  const v4 = (r: Reader | undefined) => {
    const ip = assignV4(r?.object('ip') ?? AUTO, subnet, used)
    if (!ip) throw noAddress(type, subnet)
    return { ip, transit_ips: transitIps(r) }
  }
  const v6 = (r: Reader | undefined) => ({
    ip: assignV6(r?.object('ip') ?? AUTO, subnet, used),
    transit_ips: transitIps(r),
  })
  if (type === 'v4') return { type, value: v4(value) }
  if (type === 'v6') return { type, value: v6(value) }
  return { type, value: { v4: v4(value?.optObject('v4')), v6: v6(value?.optObject('v6')) } }
}

function randomMac(taken: Set<string>) {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')
  for (;;) {
    const mac = `A8:40:25:${hex(0xf0 + Math.floor(Math.random() * 15))}:${hex(Math.floor(Math.random() * 256))}:${hex(Math.floor(Math.random() * 256))}`
    if (!taken.has(mac)) return mac
  }
}

/**
 * A NIC of `instanceId` from an `InstanceNetworkInterfaceCreate`, checked against the
 * instance's other interfaces (stored and `pending` in the same request); not yet stored.
 */
export function planNic(
  b: Reader,
  projectId: string,
  instanceId: string,
  pending: Nic[],
  reserved: readonly string[] = [],
): Nic {
  const name = b.name()
  const description = b.string('description')
  const vpc = find.vpc(b.name('vpc_name'), projectId)
  const subnet = find.subnet(b.name('subnet_name'), vpc.id)
  const siblings = [...db.networkInterfaces.filter((n) => n.instance_id === instanceId), ...pending]
  if (siblings.some((n) => n.name === name)) throw alreadyExists('instance-network-interface', name)
  // the insert query's own refusals (`InsertError::into_external` in
  // nexus/db-queries/src/db/queries/network_interface.rs)
  if (siblings.length >= MAX_NICS_PER_INSTANCE)
    throw invalidRequest(`May not attach more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
  if (siblings.some((n) => n.vpc_id !== vpc.id))
    throw invalidRequest(
      'Networking may not span multiple VPCs, but the requested resource is associated with another VPC',
    )
  if (siblings.some((n) => n.subnet_id === subnet.id))
    throw invalidRequest('Each interface must be in a distinct VPC Subnet')
  const ip_stack = ipStack(b.optObject('ip_config'), subnet, usedIn(subnet.id, pending, reserved))
  return {
    ...newRecord(),
    name,
    description,
    instance_id: instanceId,
    primary: siblings.length === 0,
    mac: randomMac(new Set(db.networkInterfaces.map((n) => n.mac))),
    subnet_id: subnet.id,
    vpc_id: vpc.id,
    ip_stack,
  }
}

/**
 * The interface the `default_*` attachments create, in the project's default VPC and subnet,
 * described as the server describes it: `default primary interface for <instance name>`
 * (nexus/src/app/sagas/instance_create.rs; a probe's, named after the probe, in
 * nexus/db-queries/src/db/datastore/probe.rs).
 */
export function defaultNic(
  type: 'default_ipv4' | 'default_ipv6' | 'default_dual_stack',
  projectId: string,
  owner: { id: string; name: string },
  nicName = 'net0',
  reserved: readonly string[] = [],
): Nic {
  const ip_config = {
    default_ipv4: { type: 'v4', value: { ip: { type: 'auto' } } },
    default_ipv6: { type: 'v6', value: { ip: { type: 'auto' } } },
    default_dual_stack: { type: 'dual_stack', value: {} },
  }[type]
  const params = {
    name: nicName,
    description: `default primary interface for ${owner.name}`,
    vpc_name: 'default',
    subnet_name: 'default',
    ip_config,
  }
  return planNic(reader(params), projectId, owner.id, [], reserved)
}

/** Transit networks go to the stack of their family; a bad network is the API's 400. */
function setTransitIps(stack: Stack, nets: string[]) {
  const bad = nets.find((n) => !parseNet(n))
  if (bad) throw invalidRequest(`"${bad}" is not a valid IP network`)
  const v4 = nets.flatMap((n) => parseNet(n, 'v4net')?.text ?? [])
  const v6 = nets.flatMap((n) => parseNet(n, 'v6net')?.text ?? [])
  if ((stack.type === 'v4' && v6.length) || (stack.type === 'v6' && v4.length))
    throw invalidRequest(`transit IPs must match the interface's IP version (${stack.type})`)
  if (stack.type === 'v4') stack.value.transit_ips = v4
  if (stack.type === 'v6') stack.value.transit_ips = v6
  if (stack.type === 'dual_stack') {
    stack.value.v4.transit_ips = v4
    stack.value.v6.transit_ips = v6
  }
}

export const nicsOf = (instanceId: string) =>
  db.networkInterfaces.filter((n) => n.instance_id === instanceId)

export const networkInterfaceHandlers: HandlerMap = {
  instanceNetworkInterfaceList: ({ query, user }) => {
    const instance = instanceOf(query)
    can.read(user, instance.project_id)
    return paginated(query, nicsOf(instance.id))
  },

  instanceNetworkInterfaceCreate: ({ query, body, user }) => {
    const instance = instanceOf(query)
    can.write(user, instance.project_id)
    requireNicState(
      instance,
      ['stopped', 'creating'],
      'Instance must be stopped to attach a new network interface',
    )
    const nic = planNic(reader(body), instance.project_id, instance.id, [])
    db.networkInterfaces.push(nic)
    return nic
  },

  instanceNetworkInterfaceView: ({ path, query, user }) => {
    const nic = find.nic(path.interface, query.instance, query.project)
    const instance = find.instance(nic.instance_id)
    can.read(user, instance.project_id)
    return nic
  },

  instanceNetworkInterfaceUpdate: ({ path, query, body, user }) => {
    const nic = find.nic(path.interface, query.instance, query.project)
    const instance = find.instance(nic.instance_id)
    can.write(user, instance.project_id)
    requireState(instance, 'updateNic')
    const b = reader(body)
    const name = b.optName()
    const description = b.optString('description')
    // as the server: `primary: false` asks for nothing, and transit_ips is always written,
    // so leaving it out clears them (real-api-behaviour.md row 11)
    const primary = b.bool('primary', false)
    const transit = b.strings('transit_ips') ?? []
    const siblings = nicsOf(instance.id).filter((n) => n.id !== nic.id)
    if (name && siblings.some((n) => n.name === name))
      throw alreadyExists('instance-network-interface', name)
    setTransitIps(nic.ip_stack, transit)
    if (primary && !nic.primary) {
      for (const other of siblings) other.primary = false
      nic.primary = true
    }
    if (name) nic.name = name
    if (description !== undefined) nic.description = description
    nic.time_modified = now()
    return nic
  },

  instanceNetworkInterfaceDelete: ({ path, query, user }) => {
    const nic = find.nic(path.interface, query.instance, query.project)
    const instance = find.instance(nic.instance_id)
    can.write(user, instance.project_id)
    requireNicState(
      instance,
      ['stopped', 'creating', 'failed'],
      'Instance must be stopped or failed to detach a network interface',
    )
    if (nic.primary && nicsOf(instance.id).length > 1)
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    db.networkInterfaces = db.networkInterfaces.filter((n) => n.id !== nic.id)
  },
}
