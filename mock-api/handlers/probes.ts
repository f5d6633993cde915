import type { Probe, ProbeInfo, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import type { ProbeRecord } from '../data/probes'
import type { ExternalIpRecord } from '../data/records'
import { db, isUuid, now } from '../db'
import { internalError, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { allocateIp, poolFrom } from './ip-alloc'
import { can, find, projectOf } from './lookups'
import { defaultNic } from './network-interfaces'

/**
 * Networking probes (nexus/src/app/probe.rs, datastore/probe.rs, http_entrypoints.rs). The API
 * names them within a project (`?project=`), yet checks the fleet: listing and viewing take
 * the fleet's viewer role (ListChildren on the fleet), creating and deleting its admin role
 * (Modify). Then the project: its viewer role to list, its collaborator role (CreateChild) to
 * view, create or delete. A probe takes an ephemeral address from the pool asked for (or the
 * silo's default) and a dual-stack interface in the project's default VPC subnet
 * (`PrivateIpStackCreate::auto_dual_stack()` in datastore/probe.rs), named after the probe; a
 * failure to make that interface is a 500 there (`InternalError`). A second probe of the same
 * name is the database's unique index, which Nexus answers as a 500 too (its error handler there
 * is `Server`). Only then, the probe stored, is the sled looked up (app/probe.rs), so a probe on
 * no sled answers 404 and stays.
 */

type Who = Json<User>

const defaultSubnet = (projectId: string) => {
  const vpc = find.vpc('default', projectId)
  return { vpc, subnet: find.subnet('default', vpc.id) }
}

/** A VPC's VNI, made from its id (the API shows it on interfaces only). */
const vniOf = (vpcId: string) => Number.parseInt(vpcId.replace(/-/g, '').slice(-6), 16) % 2 ** 24

function probeInfo(p: ProbeRecord): Json<ProbeInfo> {
  return {
    id: p.id,
    name: p.name,
    sled: p.sled,
    external_ips: [p.external_ip],
    interface: {
      id: p.nic.id,
      name: p.name,
      kind: { type: 'probe', id: p.id },
      mac: p.nic.mac,
      primary: true,
      slot: 0,
      vni: p.nic.vni,
      ip_config: p.nic.ip_config,
    },
  }
}

const probeView = ({
  project_id: _p,
  ip_pool_id: _i,
  external_ip: _e,
  nic: _n,
  ...probe
}: ProbeRecord): Json<Probe> => probe

/** The private addresses of a project's probes, which a new probe's interface must not take. */
const probeAddresses = (projectId: string) =>
  db.probes
    .filter((p) => p.project_id === projectId)
    .flatMap(({ nic: { ip_config: c } }) =>
      c.type === 'dual_stack' ? [c.value.v4.ip, c.value.v6.ip] : [c.value.ip],
    )

/** The probe's interface, as `IncompleteNetworkInterface::new_probe` asks for it; any refusal a 500. */
function probeNic(projectId: string, probe: { id: string; name: string }) {
  try {
    return defaultNic('default_dual_stack', projectId, probe, probe.name, probeAddresses(projectId))
  } catch {
    // `probe_create` maps the insert's error to `InternalError` ("create network interface: …")
    throw internalError()
  }
}

/** `probe_get`: by name among the project's, or by id within it. */
function findProbe(selector: string, projectId: string): ProbeRecord {
  const byId = isUuid(selector)
  const found = db.probes.find(
    (p) => p.project_id === projectId && (byId ? p.id === selector : p.name === selector),
  )
  if (!found) throw lookupNotFound('probe', selector, byId)
  return found
}

/** The fleet check comes first, then the project's own (lookup, then its role). */
function inProject(query: { project?: string }, user: Who, fleet: 'viewer' | 'admin') {
  requireFleetRole(user, fleet)
  return projectOf(query)
}

export const probeHandlers: HandlerMap = {
  probeList: ({ query, user }) => {
    const project = inProject(query, user, 'viewer')
    can.read(user, project.id)
    const page = paginated(
      query,
      db.probes.filter((p) => p.project_id === project.id),
    )
    return { items: page.items.map(probeInfo), next_page: page.next_page }
  },

  probeView: ({ path, query, user }) => {
    const project = inProject(query, user, 'viewer')
    can.network(user, project.id)
    return probeInfo(findProbe(path.probe, project.id))
  },

  probeCreate: ({ query, body, user }) => {
    const project = inProject(query, user, 'admin')
    can.network(user, project.id)
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const sled = b.uuid('sled')
    const pool = poolFrom(b.optObject('pool_selector'), user)
    const id = crypto.randomUUID()
    const ip = allocateIp(pool)
    const { vpc, subnet } = defaultSubnet(project.id)
    const nic = probeNic(project.id, { id, name })
    if (db.probes.some((p) => p.project_id === project.id && p.name === name)) throw internalError()
    const stack = nic.ip_stack
    if (stack.type !== 'dual_stack') throw internalError()
    const held: ExternalIpRecord = {
      id: crypto.randomUUID(),
      instance_id: id,
      kind: 'ephemeral',
      ip,
      ip_pool_id: pool.id,
      first_port: 0,
      last_port: 65535,
    }
    db.externalIps.push(held)
    const record: ProbeRecord = {
      id,
      name,
      description,
      sled,
      project_id: project.id,
      time_created: now(),
      time_modified: now(),
      ip_pool_id: pool.id,
      external_ip: { ip, first_port: 0, last_port: 65535, kind: 'ephemeral' },
      nic: {
        id: nic.id,
        mac: nic.mac,
        vni: vniOf(vpc.id),
        ip_config: {
          type: 'dual_stack',
          value: {
            v4: { ...stack.value.v4, subnet: subnet.ipv4_block },
            v6: { ...stack.value.v6, subnet: subnet.ipv6_block },
          },
        },
      },
    }
    db.probes.push(record)
    // the sled comes last, after the probe is stored (app/probe.rs `probe_create`)
    if (!db.sleds.some((s) => s.id === sled)) throw lookupNotFound('sled', sled, true)
    return probeView(record) satisfies Json<Probe>
  },

  probeDelete: ({ path, query, user }) => {
    const project = inProject(query, user, 'admin')
    can.network(user, project.id)
    const probe = findProbe(path.probe, project.id)
    db.probes = db.probes.filter((p) => p !== probe)
    db.externalIps = db.externalIps.filter((e) => e.instance_id !== probe.id)
  },
}
