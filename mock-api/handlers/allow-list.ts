import type { AllowedSourceIps } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, now } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { parseNet } from '../oxnet-text'
import { stdIp } from '../std-net'
import { reader } from './body'
import { versionOf, within } from './ip-ranges'

/**
 * The allow-list of source addresses that may reach the rack's user-facing services
 * (nexus/src/app/allow_list.rs). Reading takes a fleet viewer, changing a fleet admin, and the
 * list's own checks come before the role's: at most 1,024 entries, no unspecified address, no
 * /0, and one entry must hold the address the request comes from, so no one locks themselves
 * out. The mock's requests all come from MOCK_CLIENT_IP (the browser has no socket address to
 * give it); the API itself never tells a client its address.
 */
export const MOCK_CLIENT_IP = '203.0.113.50'
const MAX_ALLOWLIST_LENGTH = 4 * 256

const UNSPECIFIED =
  'Source IP allowlist may not contain the unspecified address. Use "any" to allow any source to connect to user-facing services.'
const LOCKOUT =
  'The source IP allow list would prevent access from the current client! Ensure that the allowlist contains an entry that continues to allow access from this peer.'

function readAllowed(body: unknown): Json<AllowedSourceIps> {
  const b = reader(body).object('allowed_ips')
  const allow = b.enum('allow', ['any', 'list'] as const)
  if (allow === 'any') return { allow }
  const ips = b.strings('ips')
  if (!ips) throw b.fail('ips', 'invalid type: null, expected a sequence')
  if (ips.length === 0) throw b.fail('ips', 'IP allowlist must not be empty')
  return {
    allow,
    ips: ips.map((text, i) => {
      const net = parseNet(text)
      if (!net) throw b.fail(`ips[${i}]`, 'invalid IP network')
      return net.text
    }),
  }
}

/** Whether `net` (an address and width) holds `ip`. */
function holds(net: string, ip: string) {
  const n = parseNet(net)
  const a = stdIp(ip, 'ip')
  return !!n && !!a && n.version === versionOf(a) && within(a.n, n)
}

export const allowListHandlers: HandlerMap = {
  networkingAllowListView: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return db.allowList
  },

  networkingAllowListUpdate: ({ body, user }) => {
    const allowed = readAllowed(body)
    if (allowed.allow === 'list') {
      const { ips } = allowed
      if (ips.length > MAX_ALLOWLIST_LENGTH)
        throw invalidRequest(
          `Source IP allowlist is limited to ${MAX_ALLOWLIST_LENGTH} entries, found ${ips.length}`,
        )
      for (const entry of ips) {
        const net = parseNet(entry)
        if (net?.n === 0n) throw invalidRequest(UNSPECIFIED)
        if (net?.width === 0)
          throw invalidRequest('Source IP allowlist entries may not have a netmask of /0.')
      }
      if (!ips.some((entry) => holds(entry, MOCK_CLIENT_IP))) throw invalidRequest(LOCKOUT)
    }
    requireFleetRole(user, 'admin')
    db.allowList = { ...db.allowList, allowed_ips: allowed, time_modified: now() }
    return db.allowList
  },

  /** The services' ICMP rule (datastore/vpc.rs `nexus_inbound_icmp_*`): Read, Modify on the fleet. */
  networkingInboundIcmpView: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return db.inboundIcmp
  },

  networkingInboundIcmpUpdate: ({ body, user }) => {
    const enabled = reader(body).bool('enabled')
    requireFleetRole(user, 'admin')
    db.inboundIcmp = { enabled }
  },

  /**
   * The fleet-wide jumbo-frames opt-in (app/system_networking.rs): Read, Modify on the fleet.
   * The update's field is `#[serde(default)]`, so a body without it turns the opt-in off.
   */
  systemNetworkingSettingsView: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return db.networkingSettings
  },

  systemNetworkingSettingsUpdate: ({ body, user }) => {
    const enabled = reader(body).bool('external_jumbo_frames_opt_in_enabled', false)
    requireFleetRole(user, 'admin')
    db.networkingSettings = { external_jumbo_frames_opt_in_enabled: enabled }
    return db.networkingSettings
  },
}
