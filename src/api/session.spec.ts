import { describe, expect, it } from 'vitest'
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
    '//evil.example',
    '//evil.example/projects',
    'https://evil.example',
    'http://evil.example/projects',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
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
