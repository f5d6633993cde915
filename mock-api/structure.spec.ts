import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The mock's one-way-to-do-it rules, checked on its source so a second way cannot creep back in
 * unnoticed as areas are added.
 */
const dir = fileURLToPath(new URL('.', import.meta.url))
const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
  .map((f) => ({ file: f.replace(/\\/g, '/'), text: readFileSync(dir + f, 'utf8') }))

const using = (pattern: RegExp) => sources.filter((s) => pattern.test(s.text)).map((s) => s.file)

describe('the mock has one way to do each thing', () => {
  it('reads the sources it checks', () => {
    expect(sources.length).toBeGreaterThan(30)
    expect(sources.map((s) => s.file)).toContain('handlers/body.ts')
  })

  it('body errors come from the one reader (handlers/body.ts)', () => {
    expect(using(/\bbodyParseError\(/)).toEqual(['handlers/body.ts'])
    expect(using(/JSON\.parse\(/).filter((f) => f.startsWith('handlers/'))).toEqual([
      'handlers/body.ts',
    ])
  })

  it('addresses are read and written by std-net.ts alone, networks by oxnet-text.ts', () => {
    expect(using(/\b(isIpv4|v4ToInt|intToV4|v6ToBig|bigToV6|parseIp|showIp)\b/)).toEqual([])
  })

  it('imports from the app only parsers of standard formats (ARCHITECTURE.md)', () => {
    // the mock keeps its own copy of every rule it imitates; tests may compare the two copies
    const imported = sources.flatMap((s) =>
      [...s.text.matchAll(/from '(?:\.\.\/)+src\/([^']+)'/g)].map((m) => m[1]),
    )
    expect([...new Set(imported)].sort()).toEqual(['util/semver', 'util/x509'])
  })

  it('nothing registers itself on import: seeders, project children are explicit lists', () => {
    // a bare `import './x'` would only be there for what x does on load
    expect(using(/^import '[^']+'$/m)).toEqual([])
    expect(using(/\b(addSeeder|registerProjectChild|onProjectCreate)\b/)).toEqual([])
  })
})
