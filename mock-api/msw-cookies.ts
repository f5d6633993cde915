import { SESSION_COOKIE } from './kit'

/* Where the mock's WebSocket handlers find the session cookie (handlers/serial-console.ts). */

/** The session cookie's value from a `Cookie` header (or `document.cookie`). */
export const sessionFrom = (cookies: string | undefined) =>
  cookies
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === SESSION_COOKIE)?.[1]

type StoredCookie = {
  key?: string
  value?: string
  expires?: string
  maxAge?: number | string
  creation?: string
}

/**
 * The browser's session cookie for a stream: MSW hands HTTP handlers the cookies its mocked
 * responses set, which it keeps in localStorage (`__msw-cookie-store__`, tough-cookie's JSON),
 * not in `document.cookie`; a WebSocket handler gets none, so it reads that store itself.
 */
export function browserSession(): string | undefined {
  const fromDocument = sessionFrom(document.cookie)
  if (fromDocument) return fromDocument
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem('__msw-cookie-store__') ?? '[]')
  } catch {
    return undefined
  }
  if (!Array.isArray(stored)) return undefined
  const live = (c: StoredCookie) => {
    if (c.expires && c.expires !== 'Infinity' && Date.parse(c.expires) <= Date.now()) return false
    const maxAge = Number(c.maxAge)
    if (c.maxAge !== undefined && c.maxAge !== 'Infinity' && !Number.isNaN(maxAge))
      return maxAge > 0 && Date.parse(c.creation ?? '') + maxAge * 1000 > Date.now()
    return true
  }
  return (stored as StoredCookie[]).findLast((c) => c.key === SESSION_COOKIE && live(c))?.value
}
