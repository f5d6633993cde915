import { getDomain as full } from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from './tldts-lite'

/** The mock build's stand-in for tldts (vite.config.ts), asked by MSW's cookie jar. */
describe('tldts-lite', () => {
  // as tough-cookie asks (lib/getPublicSuffix.ts)
  const asked = { allowIcannDomains: true, allowPrivateDomains: true }

  it('answers as tldts for hosts under a one-label public suffix, and IP addresses', () => {
    for (const host of [
      'console.example.com',
      'example.com',
      'a.b.c.example.org',
      '127.0.0.1',
      '::1',
    ])
      expect(getDomain(host), host).toBe(full(host, asked))
  })

  it('differs under a longer suffix, which only reorders a host-only cookie’s lookups', () => {
    expect(full('oxide-preview.pages.dev', asked)).toBe('oxide-preview.pages.dev')
    expect(getDomain('oxide-preview.pages.dev')).toBe('pages.dev')
  })

  it('leaves a single label (localhost: the jar answers it before asking) without one', () => {
    expect(getDomain('localhost')).toBeNull()
  })
})
