import { setupWorker } from 'msw/browser'
import { configureMock, DEFAULT_CONFIG, type MockConfig, parseConfig } from './config'
import { resetDb } from './db'
import { allHandlers, wsHandlers } from './handlers'
import { keepBodies, setRequestCheck } from './openapi/request-check'

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
  const params = new URL(window.location.href).searchParams
  const next: Partial<MockConfig> = { ...saved, ...parseConfig(Object.fromEntries(params)) }
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  return next
}

declare global {
  interface Window {
    /** Change settings without a reload, e.g. `oxideMock.configure({ chaos: 0 })`. */
    oxideMock?: { configure: (next: Partial<MockConfig>) => void }
    /** The JSON bodies sent since the page loaded, kept when `oxide.mock.bodies` is `keep`. */
    oxideMockBodies?: { op: string; body: unknown }[]
  }
}

/**
 * The e2e tests hold what the console sends to the server's request schemas (issue 28): asked
 * to, the mock keeps every JSON body for them to check in Node, where the document is.
 */
function keepBodiesIfAsked() {
  if (localStorage.getItem('oxide.mock.bodies') !== 'keep') return
  window.oxideMockBodies = []
  setRequestCheck(keepBodies(window.oxideMockBodies))
}

export async function startMockApi() {
  configureMock({ ...DEFAULT_CONFIG, ...loadConfig() })
  // from the devtools console or a test: turn chaos off and carry on in the same session
  window.oxideMock = { configure: configureMock }
  resetDb()
  keepBodiesIfAsked()
  // MSW starts an update check of an already registered worker without awaiting it; a check
  // that fails (the script briefly unreachable) changes nothing, as the registered worker keeps
  // serving, so it is no uncaught error of the console's
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault()
  })
  await setupWorker(...allHandlers, ...wsHandlers).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
