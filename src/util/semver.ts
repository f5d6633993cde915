/**
 * Semantic versions as the update system reads them (the `semver` crate): major.minor.patch,
 * an optional pre-release after `-`, build metadata after `+` (which orders nothing).
 */
export type Version = { major: number; minor: number; patch: number; pre: string[] }

const NUMBER = '(0|[1-9]\\d*)'
const IDENT = '[0-9A-Za-z-]+'
const SEMVER = new RegExp(
  `^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-(${IDENT}(?:\\.${IDENT})*))?(?:\\+(${IDENT}(?:\\.${IDENT})*))?$`,
)

export function parseVersion(text: string): Version | undefined {
  const m = SEMVER.exec(text)
  if (!m) return undefined
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3]),
    pre: m[4]?.split('.') ?? [],
  }
}

/** Pre-release identifiers: numbers below words, numbers by value, a longer list after. */
function comparePre(a: string[], b: string[]): number {
  if (!a.length || !b.length) return b.length - a.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [x, y] = [a[i], b[i]]
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1
    const [nx, ny] = [/^\d+$/.test(x), /^\d+$/.test(y)]
    if (nx && ny && Number(x) !== Number(y)) return Number(x) - Number(y)
    if (nx !== ny) return nx ? -1 : 1
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/** Negative, zero or positive as `a` is older than, the same release as, or newer than `b`. */
export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || comparePre(a.pre, b.pre)
}

/** Newest first; text that is no version goes last. */
export function byVersionDescending(a: string, b: string): number {
  const [x, y] = [parseVersion(a), parseVersion(b)]
  if (!x || !y) return x ? -1 : y ? 1 : 0
  return compareVersions(y, x)
}
