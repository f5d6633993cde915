import type { ProbeInfo } from '@oxide/api'

/** The probe's external address(es), e.g. `198.51.100.7`. */
export const probeAddress = (p: ProbeInfo) => p.externalIps.map((e) => e.ip).join(', ') || '—'

/** Its interface's private address(es) in the project's default subnet. */
export function probePrivateIp(p: ProbeInfo): string {
  const c = p.interface.ipConfig
  if (c.type === 'dual_stack') return `${c.value.v4.ip}, ${c.value.v6.ip}`
  return c.value.ip
}
