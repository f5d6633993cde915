import { execFileSync } from 'node:child_process'

/**
 * Run `script` in a POSIX shell where `command` is a function that prints the words it was
 * given (and its standard input, when `stdin`): what the real program would receive.
 */
export function runAs(
  command: string,
  script: string,
  { env = {}, stdin = false }: { env?: Record<string, string>; stdin?: boolean } = {},
): { args: string[]; input?: string } {
  const fake = `${command}() { for a in "$@"; do printf '%s\\0' "$a"; done; ${stdin ? "printf '\\1'; cat;" : ''} }`
  const out = execFileSync('sh', ['-c', `${fake}\n${script}`], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
  const [words = '', input] = out.split('\u0001')
  return { args: words.split('\0').slice(0, -1), ...(input !== undefined && { input }) }
}

/** The words a POSIX shell makes of `line`. */
export const shellWords = (line: string, env: Record<string, string> = {}) =>
  runAs('words', `words ${line}`, { env }).args
