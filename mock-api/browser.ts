import { setupWorker } from 'msw/browser'
import {
  configureMock,
  DEFAULT_CONFIG,
  type MockConfig,
  parseChaos,
  parseChaosSeed,
  parseDelay,
  parseSeed,
  parseTransition,
} from './config'
import { resetDb } from './db'
import { allHandlers, wsHandlers } from './handlers'

const STORAGE_KEY = 'oxide.mock'

/**
 * Settings for the in-browser mock come from localStorage (`oxide.mock`, JSON) and may be set
 * from the URL once: `?mock-delay=0`, `?mock-delay=200-400`, `?mock-chaos=0.3`,
 * `?mock-chaos-seed=42`, `?mock-seed=large` (or `hostile`), `?mock-transition=500`. URL values
 * are saved, so they survive reloads and navigation.
 */
function loadConfig(): Partial<MockConfig> {
  let saved: Partial<MockConfig> = {}
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<MockConfig>
  } catch {
    saved = {}
  }
  const url = new URL(window.location.href)
  const delay = parseDelay(url.searchParams.get('mock-delay'))
  const chaos = parseChaos(url.searchParams.get('mock-chaos'))
  const seed = parseSeed(url.searchParams.get('mock-seed'))
  const chaosSeed = parseChaosSeed(url.searchParams.get('mock-chaos-seed'))
  const transitionMs = parseTransition(url.searchParams.get('mock-transition'))
  const next: Partial<MockConfig> = {
    ...saved,
    ...(delay !== undefined && { delay }),
    ...(chaos !== undefined && { chaos }),
    ...(seed !== undefined && { seed }),
    ...(chaosSeed !== undefined && { chaosSeed }),
    ...(transitionMs !== undefined && { transitionMs }),
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  return next
}

declare global {
  interface Window {
    /** Change settings without a reload, e.g. `oxideMock.configure({ chaos: 0 })`. */
    oxideMock?: { configure: (next: Partial<MockConfig>) => void }
  }
}

export async function startMockApi() {
  configureMock({ ...DEFAULT_CONFIG, ...loadConfig() })
  // from the devtools console or a test: turn chaos off and carry on in the same session
  window.oxideMock = { configure: configureMock }
  resetDb()
  await setupWorker(...allHandlers, ...wsHandlers).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
