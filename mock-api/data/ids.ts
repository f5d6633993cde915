/**
 * Stable ids for seed records, so tests and bookmarks can name them: one 8-hex-digit prefix per
 * kind of record, the record's number at the end.
 */
export const uid = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`

export const GiB = 1024 ** 3

/** The record kinds' prefixes (hex only, so the ids stay valid UUIDs). */
export const ID = {
  instance: 'a1000000',
  disk: 'd1000000',
  image: 'e1000000',
  vpc: 'b1000000',
  subnet: 'b2000000',
  router: 'b3000000',
  rule: 'b4000000',
  route: 'b5000000',
  gateway: 'b6000000',
  gatewayPool: 'b7000000',
  gatewayAddress: 'b8000000',
  nic: 'c1000000',
  pool: 'f1000000',
  range: 'f2000000',
  floatingIp: 'f3000000',
  externalIp: 'f4000000',
  sshKey: '55000000',
  snapshot: '5a000000',
  affinity: 'af000000',
  antiAffinity: 'aa000000',
  subnetPool: 'f5000000',
  subnetPoolMember: 'f6000000',
  externalSubnet: 'f7000000',
  multicastGroup: 'ac000000',
  multicastMember: 'ad000000',
} as const
