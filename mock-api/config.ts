/**
 * Runtime settings of the mock API, shared by the browser, the HTTP server and tests.
 * - delay: a fixed number of ms, or a [min, max] range; the spec's default is 200-400 ms.
 * - chaos: the share of calls (0..1) that fail with 401, 403, 404 or 500 instead of answering.
 * - chaosSeed: when set, which calls fail (and how) follows from the seed, each call and how often
 *   it was made, so a run that failed can be replayed; the count restarts whenever the setting is
 *   applied (each page load).
 * - seed: 'demo' (the default silo), 'large' (adds a project with 5,000 instances) or 'hostile'
 *   (adds records whose free text holds markup, scripts, long words, RTL and zero-width
 *   characters and emoji; see data/hostile.ts), 'recovery' (a sled was recovered by a support
 *   procedure to the release the rack runs, so update activity is suspended; data/updates.ts).
 * - transitionMs: how long each step of an instance state change takes (creating -> starting ->
 *   running, stopping -> stopped, ...), as on a real rack; 0 settles on the next read.
 * - faults: planned failures, for a test of what the console does when one call fails: the next
 *   `times` calls of operation `op` answer `status` (a 503 is a transient failure). Unlike chaos,
 *   nothing else fails, and each fault is used up as it fires.
 */
export const SEEDS = ['demo', 'large', 'hostile', 'recovery'] as const
export type Seed = (typeof SEEDS)[number]

/** The next `times` calls of `op` (an SDK operation name) fail with `status`. */
export type Fault = { op: string; status: number; times: number }

export type MockConfig = {
  delay: number | [number, number]
  chaos: number
  chaosStatuses: number[]
  chaosSeed?: number
  seed: Seed
  transitionMs: number
  faults: Fault[]
}

export const DEFAULT_CONFIG: MockConfig = {
  delay: [200, 400],
  chaos: 0,
  chaosStatuses: [401, 403, 404, 500],
  seed: 'demo',
  transitionMs: 2000,
  faults: [],
}

export const config: MockConfig = { ...DEFAULT_CONFIG }

/** The status a planned fault answers this call of `op` with, using it up; undefined if none. */
export function takeFault(op: string): number | undefined {
  const fault = config.faults.find((f) => f.op === op && f.times > 0)
  if (!fault) return undefined
  fault.times--
  return fault.status
}

let chaosState: number | undefined
/** How often each call was made since the seed was applied. */
const callCounts = new Map<string, number>()

export function configureMock(next: Partial<MockConfig>) {
  Object.assign(config, next)
  if ('chaosSeed' in next) {
    chaosState = next.chaosSeed
    callCounts.clear()
  }
}

/** mulberry32's output step: a well-mixed 32-bit value to [0, 1). */
function mix(state: number): number {
  let t = (state + 0x6d2b79f5) | 0
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** FNV-1a over a string, from a starting value. */
function hash(text: string, start: number): number {
  let h = (start ^ 0x811c9dc5) >>> 0
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/**
 * The two random draws chaos makes for a call (whether it fails, and how): Math.random, or, with
 * `chaosSeed`, a value fixed by the seed, the call (`GET /v1/projects?limit=50`) and how many
 * times that call was made before. Concurrent calls then fail the same way whatever order they
 * arrive in, so a seeded run replays exactly, even on a busy machine.
 */
export function chaosDraws(call: string): [number, number] {
  if (chaosState === undefined) return [Math.random(), Math.random()]
  const n = callCounts.get(call) ?? 0
  callCounts.set(call, n + 1)
  const h = hash(`${call}#${n}`, chaosState)
  return [mix(h), mix(h ^ 0x9e3779b9)]
}

const parseSeed = (raw: string | null | undefined): Seed | undefined => SEEDS.find((s) => s === raw)

/** A whole number, e.g. `42`; anything else leaves chaos unseeded. */
function parseChaosSeed(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,9}$/.test(raw)) return undefined
  return Number(raw)
}

/** `0`, `250` or `200-400` -> delay; anything else keeps the default. */
function parseDelay(raw: string | null | undefined): MockConfig['delay'] | undefined {
  if (raw == null || raw === '') return undefined
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(raw)
  if (range) return [Number(range[1]), Number(range[2])]
  return /^\d+$/.test(raw) ? Number(raw) : undefined
}

function parseChaos(raw: string | null | undefined): number | undefined {
  if (raw == null || raw === '') return undefined
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined
}

/** A whole number of ms, e.g. `500`; anything else keeps the default. */
function parseTransition(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d+$/.test(raw)) return undefined
  return Number(raw)
}

/** An option's name without its prefix: `mock-chaos-seed` and `MOCK_CHAOS_SEED` are `chaos-seed`. */
const optionName = (key: string) =>
  key
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^mock-/, '')

/**
 * The one parser of the mock's settings, for the browser (URL params `mock-delay`,
 * `mock-chaos`, `mock-chaos-seed`, `mock-seed`, `mock-transition`) and the HTTP server (env
 * `MOCK_DELAY`, ... `MOCK_TRANSITION`): each passes its whole string map. Only keys with the
 * `mock` prefix count, and a value that does not parse is left out, so the default (or the
 * browser's saved value) stands.
 */
export function parseConfig(
  raw: Readonly<Record<string, string | undefined>>,
): Partial<MockConfig> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw))
    if (/^mock[-_]/i.test(key) && value !== undefined) values[optionName(key)] ??= value
  const delay = parseDelay(values.delay)
  const chaos = parseChaos(values.chaos)
  const seed = parseSeed(values.seed)
  const chaosSeed = parseChaosSeed(values['chaos-seed'])
  const transitionMs = parseTransition(values.transition)
  return {
    ...(delay !== undefined && { delay }),
    ...(chaos !== undefined && { chaos }),
    ...(seed !== undefined && { seed }),
    ...(chaosSeed !== undefined && { chaosSeed }),
    ...(transitionMs !== undefined && { transitionMs }),
  }
}

export function pickDelay(): number {
  const { delay } = config
  if (typeof delay === 'number') return delay
  const [min, max] = delay
  return min + Math.round(Math.random() * (max - min))
}
