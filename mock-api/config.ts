/**
 * Runtime settings of the mock API, shared by the browser, the HTTP server and tests.
 * - delay: a fixed number of ms, or a [min, max] range; the spec's default is 200-400 ms.
 * - chaos: the share of calls (0..1) that fail with 401, 403, 404 or 500 instead of answering.
 * - seed: 'demo' (the default silo) or 'large' (adds a project with 5,000 instances).
 */
export type MockConfig = {
  delay: number | [number, number]
  chaos: number
  chaosStatuses: number[]
  seed: 'demo' | 'large'
}

export const DEFAULT_CONFIG: MockConfig = {
  delay: [200, 400],
  chaos: 0,
  chaosStatuses: [401, 403, 404, 500],
  seed: 'demo',
}

export const config: MockConfig = { ...DEFAULT_CONFIG }

export function configureMock(next: Partial<MockConfig>) {
  Object.assign(config, next)
}

/** `0`, `250` or `200-400` -> delay; anything else keeps the default. */
export function parseDelay(raw: string | null | undefined): MockConfig['delay'] | undefined {
  if (raw == null || raw === '') return undefined
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(raw)
  if (range) return [Number(range[1]), Number(range[2])]
  return /^\d+$/.test(raw) ? Number(raw) : undefined
}

export function parseChaos(raw: string | null | undefined): number | undefined {
  if (raw == null || raw === '') return undefined
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : undefined
}

export function pickDelay(): number {
  const { delay } = config
  if (typeof delay === 'number') return delay
  const [min, max] = delay
  return min + Math.round(Math.random() * (max - min))
}
