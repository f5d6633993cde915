import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { HOSTILE_REDIRECTS } from '../../test/fixtures/hostile-redirects'
import { samlSignInPath } from './saml'
import { loginPath, onUnauthorized, safeRedirect, setSessionNavigator } from './session'

describe('redirect_uri accepts same-origin relative paths only', () => {
  it.each([
    ['/projects/web/instances', '/projects/web/instances'],
    ['/projects?limit=10&page=abc', '/projects?limit=10&page=abc'],
    ['/settings/profile#keys', '/settings/profile#keys'],
    ['/a/../projects', '/projects'],
  ])('keeps %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    ...HOSTILE_REDIRECTS,
    ' /projects',
    'projects',
    'data:text/html,hi',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(safeRedirect(input)).toBe('/projects')
  })
})

describe('redirect_uri: properties', () => {
  // pieces an attacker would combine; the property holds for any mix of them
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2f',
    '%5c',
    '\t',
    '\n',
    ' ',
    '@',
    ':',
    '?',
    '#',
    'evil.example',
    'javascript:',
    'https:',
    'data:',
    'projects',
    'a',
  )
  const attempt = fc.oneof(fc.string({ unit: piece, maxLength: 8 }), fc.string({ unit: 'binary' }))
  const origin = 'https://console.example'

  it('only ever returns the fallback or a path on the same origin', () => {
    fc.assert(
      fc.property(attempt, (raw) => {
        const target = safeRedirect(raw)
        if (target === '/projects') return
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true)
        expect(new URL(target, origin).origin).toBe(origin)
      }),
      { numRuns: 3000 },
    )
  })

  it('returns a path unchanged when resolving it again changes nothing', () => {
    fc.assert(
      fc.property(attempt, (raw) => {
        const target = safeRedirect(raw)
        expect(safeRedirect(target)).toBe(target)
      }),
    )
  })
})

describe('401 handling', () => {
  it('goes to /login with the current path and query', () => {
    const seen: string[] = []
    setSessionNavigator((to) => seen.push(to))
    onUnauthorized({ pathname: '/projects/web/instances', search: '?page=x' })
    expect(seen).toEqual(['/login?redirect_uri=%2Fprojects%2Fweb%2Finstances%3Fpage%3Dx'])
  })

  it('does nothing on the login pages themselves', () => {
    const seen: string[] = []
    setSessionNavigator((to) => seen.push(to))
    onUnauthorized({ pathname: '/login/maple/local', search: '' })
    onUnauthorized({ pathname: '/login', search: '?redirect_uri=%2F' })
    expect(seen).toEqual([])
  })

  it('builds the login path', () => {
    expect(loginPath()).toBe('/login')
    expect(loginPath('/a?b=c')).toBe('/login?redirect_uri=%2Fa%3Fb%3Dc')
  })
})

describe('signing out', () => {
  it('stops 401s from redirecting once the session is ending', async () => {
    // ending a session is for good, as in the app: on a module of its own, not the one other
    // files of this worker share (unit files run in one module graph, vitest.config.ts)
    vi.resetModules()
    const session = await import('./session')
    vi.resetModules() // the files after this one import a module of their own again
    const seen: string[] = []
    session.setSessionNavigator((to) => seen.push(to))
    session.endSession()
    session.onUnauthorized({ pathname: '/projects', search: '' })
    expect(seen).toEqual([])
  })
})

describe('samlSignInPath', () => {
  it('starts at the API redirect with a safe, encoded redirect_uri', () => {
    expect(samlSignInPath('maple', 'okta', '/projects/web?sort=-created')).toBe(
      '/login/maple/saml/okta/redirect?redirect_uri=%2Fprojects%2Fweb%3Fsort%3D-created',
    )
    expect(samlSignInPath('maple', 'okta', '//evil.example')).toBe(
      '/login/maple/saml/okta/redirect?redirect_uri=%2Fprojects',
    )
    expect(samlSignInPath('a/b', 'c?d', null)).toBe(
      '/login/a%2Fb/saml/c%3Fd/redirect?redirect_uri=%2Fprojects',
    )
  })
})
