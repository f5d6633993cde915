import { formatClock, formatMonthDay } from '~/util/dates'

/** How the activity panel words an entry. */

/** The last word of most operation names is what was done: `instanceStart`. */
const VERBS = new Set([
  'create',
  'update',
  'delete',
  'start',
  'stop',
  'reboot',
  'attach',
  'detach',
  'add',
  'remove',
  'promote',
  'demote',
  'link',
  'unlink',
  'finalize',
  'resend',
  'probe',
  'import',
  'enable',
  'disable',
])

const WORDS: Record<string, string> = {
  ip: 'IP',
  ips: 'IPs',
  vpc: 'VPC',
  ssh: 'SSH',
  idp: 'IdP',
  saml: 'SAML',
  bgp: 'BGP',
  bfd: 'BFD',
  lldp: 'LLDP',
  nic: 'NIC',
}

/**
 * `projectCreate` -> 'Create project', `instanceDiskAttach` -> 'Attach instance disk',
 * `antiAffinityGroupCreate` -> 'Create anti-affinity group'. An operation without a known
 * verb at its end reads as its words: `localIdpUserSetPassword` -> 'Local IdP user set password'.
 */
export function operationLabel(op: string): string {
  const words = op
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((w) => WORDS[w] ?? w)
  const last = words.at(-1) ?? ''
  const ordered = VERBS.has(last) ? [last, ...words.slice(0, -1)] : words
  const text = ordered.join(' ').replace(/\banti affinity\b/g, 'anti-affinity')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `84 ms`, `1.2 s`: a change's duration at a glance. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

/** `Mar 5, 10:00:04 AM`: changes come seconds apart, so seconds count. */
export function formatTime(at: number) {
  const d = new Date(at)
  return `${formatMonthDay(d)}, ${formatClock(d, true)}`
}
