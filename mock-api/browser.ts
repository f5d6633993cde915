import { setupWorker } from 'msw/browser'
import { configureMock, DEFAULT_CONFIG, type MockConfig, parseChaos, parseDelay } from './config'
import { resetDb } from './db'
import { allHandlers } from './handlers'

const STORAGE_KEY = 'oxide.mock'

/**
 * Settings for the in-browser mock come from localStorage (`oxide.mock`, JSON) and may be set
 * from the URL once: `?mock-delay=0`, `?mock-delay=200-400`, `?mock-chaos=0.3`,
 * `?mock-seed=large`. URL values are saved, so they survive reloads and navigation.
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
  const seed = url.searchParams.get('mock-seed')
  const next: Partial<MockConfig> = {
    ...saved,
    ...(delay !== undefined && { delay }),
    ...(chaos !== undefined && { chaos }),
    ...((seed === 'large' || seed === 'demo') && { seed }),
  }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  return next
}

export async function startMockApi() {
  configureMock({ ...DEFAULT_CONFIG, ...loadConfig() })
  resetDb()
  await setupWorker(...allHandlers).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
