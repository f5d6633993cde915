import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The repository's root, for the checks over the whole app. */
export const root = join(import.meta.dirname, '../..')

/** The app's source files below `dir` (TypeScript, specs left out): what those checks read. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : []
  })
}
