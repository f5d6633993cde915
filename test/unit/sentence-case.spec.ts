import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, sourceFiles } from './app-sources'

/**
 * Titles, crumbs, navigation and create labels are in sentence case ('SSH keys', 'New disk'),
 * but for the texts the spec gives in title case (section 2's breadcrumbs, the device page's
 * title), which stay as the spec writes them. Acronyms (VPC, IP, SSH) and names keep capitals.
 */
const SPEC_TITLES = new Set([
  'Firewall Rules',
  'Affinity Groups',
  'IP Pools',
  'Device Authentication',
])
const NAMES = new Set(['Oxide'])

/** `title: '…'`, `crumb: '…'`, `label: '…'`, `title="…"` and a nav item's text. */
const TEXTS =
  /(?:(?:crumb|title|label|submitLabel):\s*'([^']+)'|(?:title|submitLabel)="([^"]+)"|<NavItem to=\{[^}]*\}>([^<{]+)<)/g

/** A word after the first that starts upper case and is no acronym or name. */
const titleCased = (text: string) =>
  text
    .split(' ')
    .slice(1)
    .some((w) => /^[A-Z][a-z]/.test(w) && !NAMES.has(w))

describe('sentence case', () => {
  it('titles, crumbs, navigation and create labels are in sentence case, but where the spec says', () => {
    const offenders = sourceFiles(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(TEXTS)]
        .map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim())
        .filter((text) => titleCased(text) && !SPEC_TITLES.has(text))
        .map((text) => `${relative(root, file)}: ${text}`),
    )
    expect(offenders).toEqual([])
  })
})
