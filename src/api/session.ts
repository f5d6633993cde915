/**
 * Session rules of spec section 7: a 401 sends the user to /login with the path and query they
 * were on, and the login page only ever returns to a same-origin path.
 */

const FALLBACK = '/projects'
// A base that can never be this console's origin: a value resolves against it only if it is a
// plain same-origin path, whatever the console's real origin is.
const PROBE_ORIGIN = 'https://console.invalid'

/**
 * `redirect_uri` accepts same-origin relative paths only. Anything else (`//evil.example`,
 * `https://evil.example`, `/\evil.example`, `javascript:alert(1)`, tab or newline tricks) falls
 * back to /projects. The value is parsed the way the browser would parse it, then rebuilt from
 * its path, query and hash, so what is returned is exactly where navigation will go.
 */
export function safeRedirect(raw: string | null | undefined, fallback = FALLBACK): string {
  if (raw?.[0] !== '/') return fallback
  let url: URL
  try {
    url = new URL(raw, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PROBE_ORIGIN) return fallback
  const path = url.pathname + url.search + url.hash
  // `/..//evil.example` stays on the probe origin but comes out as `//evil.example`, which the
  // browser would read as another host
  return path.startsWith('//') ? fallback : path
}

/**
 * Where SAML sign-in starts: Nexus answers this with a redirect to the silo's identity provider,
 * carrying `redirect_uri` in the relay state; the provider later POSTs its answer to
 * /login/{silo}/saml/{provider}, which sets the session and sends the user on (303) to that path.
 * The path is made safe here, as for the local login.
 */
export const samlSignInPath = (silo: string, provider: string, returnTo: string | null) =>
  `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect?redirect_uri=${encodeURIComponent(safeRedirect(returnTo))}`

export const loginPath = (returnTo?: string) =>
  returnTo ? `/login?redirect_uri=${encodeURIComponent(returnTo)}` : '/login'

let navigate: (to: string) => void = (to) => window.location.assign(to)

/** The router registers its navigate so the redirect stays a client-side navigation. */
export function setSessionNavigator(fn: (to: string) => void) {
  navigate = fn
}

let ending = false

/**
 * The user is signing out: the 401s that queries still in flight get are expected, and must not
 * push a login redirect into the history before the page leaves.
 */
export function endSession() {
  ending = true
}

/** Called for every 401 except the local login call's own. */
export function onUnauthorized(location: { pathname: string; search: string } = window.location) {
  if (ending) return
  const { pathname, search } = location
  if (pathname === '/login' || pathname.startsWith('/login/')) return
  navigate(loginPath(pathname + search))
}

const SILO_KEY = 'oxide.silo'

/** The last silo this browser signed in to, so /login knows where to send the user. */
export const rememberSilo = (silo: string) => localStorage.setItem(SILO_KEY, silo)
export const rememberedSilo = () => localStorage.getItem(SILO_KEY)
