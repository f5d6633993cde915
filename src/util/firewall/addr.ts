import { isIpv4, isIpv6 } from '../ip'

/**
 * Addresses and networks as numbers, for the firewall's set arithmetic: an address is its
 * family and value, a network its family, first address and width. CIDR blocks either nest or
 * are apart, which is what makes the preview's source classes exact (space.ts).
 */
export type Family = 4 | 6
export type Addr = { family: Family; value: bigint }
export type Net = { family: Family; base: bigint; width: number }

export const BITS: Record<Family, number> = { 4: 32, 6: 128 }

function v4Value(s: string): bigint {
  return s.split('.').reduce((n, octet) => (n << 8n) | BigInt(Number(octet)), 0n)
}

function v6Value(text: string): bigint {
  const s = text.split('%')[0] ?? ''
  const [head = '', tail] = s.split('::')
  const groups = (part: string) => {
    if (part === '') return []
    return part.split(':').flatMap((g) => {
      if (!g.includes('.')) return [Number.parseInt(g, 16)]
      const v = Number(v4Value(g))
      return [Math.floor(v / 0x10000), v % 0x10000]
    })
  }
  const before = groups(head)
  const after = tail === undefined ? [] : groups(tail)
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => 0)
  return [...before, ...zeros, ...after].reduce((n, g) => (n << 16n) | BigInt(g), 0n)
}

/** An IPv4 or IPv6 address as a number; undefined when the text is no address. */
export function parseAddr(s: string): Addr | undefined {
  if (isIpv4(s)) return { family: 4, value: v4Value(s) }
  if (isIpv6(s)) return { family: 6, value: v6Value(s) }
  return undefined
}

/** A network in CIDR notation, its base masked to the width (`10.1.2.3/8` is `10.0.0.0/8`). */
export function parseNet(s: string): Net | undefined {
  const [address = '', widthText, ...rest] = s.split('/')
  const addr = parseAddr(address)
  if (!addr || rest.length > 0 || !widthText || !/^\d+$/.test(widthText)) return undefined
  const width = Number(widthText)
  if (width > BITS[addr.family]) return undefined
  return { family: addr.family, base: addr.value & mask(addr.family, width), width }
}

const mask = (family: Family, width: number) => {
  const bits = BigInt(BITS[family])
  const all = (1n << bits) - 1n
  return all ^ ((1n << (bits - BigInt(width))) - 1n)
}

/** The network of one address: /32 or /128. */
export const hostNet = (a: Addr): Net => ({
  family: a.family,
  base: a.value,
  width: BITS[a.family],
})

/** The last address of a network. */
export const lastOf = (n: Net) => n.base + (1n << BigInt(BITS[n.family] - n.width)) - 1n

export const contains = (n: Net, a: Addr) =>
  n.family === a.family && a.value >= n.base && a.value <= lastOf(n)

/** `outer` holds all of `inner` (a network holds itself). */
export const holds = (outer: Net, inner: Net) =>
  outer.family === inner.family && outer.width <= inner.width && contains(outer, addrOf(inner))

const addrOf = (n: Net): Addr => ({ family: n.family, value: n.base })

export const netKey = (n: Net) => `${n.family}/${n.base}/${n.width}`

/** Text of an address, the short form for IPv6 (`fd00::5`). */
export function formatAddr({ family, value }: Addr): string {
  if (family === 4)
    return [24n, 16n, 8n, 0n].map((shift) => ((value >> shift) & 255n).toString()).join('.')
  const groups = Array.from({ length: 8 }, (_, i) =>
    Number((value >> BigInt((7 - i) * 16)) & 0xffffn),
  )
  // the longest run of two or more zero groups becomes ::
  let best = { at: -1, len: 1 }
  for (let i = 0; i < 8; i++) {
    let len = 0
    while (i + len < 8 && groups[i + len] === 0) len++
    if (len > best.len) best = { at: i, len }
  }
  const hex = groups.map((g) => g.toString(16))
  if (best.at === -1) return hex.join(':')
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.len).join(':')}`
}

export const formatNet = (n: Net) => `${formatAddr(addrOf(n))}/${n.width}`
