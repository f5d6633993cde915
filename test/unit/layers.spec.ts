import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, sourceFiles } from './app-sources'

/** ARCHITECTURE.md: the import rules that keep the layers apart, checked on every test run. */

const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  )

const src = sourceFiles(join(root, 'src')).map((f) => ({
  file: relative(root, f),
  imports: imports(f),
}))

describe('layers', () => {
  it('app code imports the mock API only from the mock-mode entry (src/main.tsx)', () => {
    const offenders = src
      .filter((f) => f.file !== 'src/main.tsx')
      .filter((f) => f.imports.some((i) => i.includes('mock-api')))
      .map((f) => f.file)
    expect(offenders).toEqual([])
  })

  it('the mock-mode entry loads the mock only behind the MOCK switch, as a lazy import', () => {
    const main = readFileSync(join(root, 'src/main.tsx'), 'utf8')
    expect(main).toMatch(
      /if \(import\.meta\.env\.MOCK\) \{\s*const \{ startMockApi \} = await import\('\.\.\/mock-api\/browser'\)/,
    )
    expect(main).not.toMatch(/^import .*mock-api/m)
  })

  /** `file -> import` for each import of a file under `dir` that matches `banned`. */
  const offenders = (dir: string, banned: RegExp) =>
    src
      .filter((f) => f.file.startsWith(dir))
      .flatMap((f) => f.imports.filter((i) => banned.test(i)).map((i) => `${f.file} -> ${i}`))

  it('ui/ imports nothing from components/, resources/, features/, layouts/, api/, the router, query or forms', () => {
    expect(
      offenders(
        'src/ui/',
        /(^|\/)(components|resources|features|layouts|api)\/|^~\/(components|resources|features|layouts|api)|^react-router|^@tanstack\/react-query|^react-hook-form/,
      ),
    ).toEqual([])
  })

  it('components/ imports neither resources/ nor features/', () => {
    expect(offenders('src/components/', /(resources|features)\//)).toEqual([])
  })

  it('resources/ (what several features share about one resource) imports no feature or layout', () => {
    expect(offenders('src/resources/', /(features|layouts)\//)).toEqual([])
  })

  it('every folder of resources/ is one resource: queries, cells, fields, columns, actions, modals', () => {
    const home = /^src\/resources\/[a-z-]+\/(queries|cells|fields|columns|actions|modals)\.tsx?$/
    const misplaced = src.filter((f) => f.file.startsWith('src/resources/') && !home.test(f.file))
    expect(misplaced.map((f) => f.file)).toEqual([])
  })

  it('features do not import each other', () => {
    const offenders = src
      .filter((f) => f.file.startsWith('src/features/'))
      .flatMap((f) => {
        const own = f.file.split('/')[2]
        return f.imports
          .filter((i) => {
            const m = /features\/([^/]+)\//.exec(i)
            return m && m[1] !== own
          })
          .map((i) => `${f.file} -> ${i}`)
      })
    expect(offenders).toEqual([])
  })

  it('route params are read through the typed selectors, never `params.x!`', () => {
    const offenders = src
      .filter((f) =>
        /params\.\w+!|useParams\(\)\.\w+!/.test(readFileSync(join(root, f.file), 'utf8')),
      )
      .map((f) => f.file)
    expect(offenders).toEqual([])
  })

  it('no form uses react-hook-form’s useFieldArray: its 1.6 KiB would be in every form’s first load (fields/rows.ts)', () => {
    const offenders = src
      .filter((f) => /\buseFieldArray\b/.test(readFileSync(join(root, f.file), 'utf8')))
      .map((f) => f.file)
    expect(offenders).toEqual(['src/components/fields/rows.ts'])
  })
})
