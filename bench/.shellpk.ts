import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { Bundle } from './bundle'

const dir = process.argv[2]!
const b = new Bundle(dir)
const pk: Record<string, number> = {}
for (const f of b.shell()) {
  if (!f.endsWith('.js') || !existsSync(`${dir}/${f}.map`)) {
    console.log('nomap', f, ((b.sizeOf(f)?.gzip ?? 0) / 1024).toFixed(1))
    continue
  }
  const out = execFileSync('node', ['.tmp-prof/srcmap.mjs', `${dir}/${f}`, '500']).toString()
  for (const line of out.split('\n')) {
    const m = line.trim().match(/^(\d+)\s+(.*)$/)
    if (!m) continue
    const p = m[2]!.startsWith('nm/')
      ? m[2]!
          .split('/')
          .slice(1, m[2]!.split('/')[1]!.startsWith('@') ? 3 : 2)
          .join('/')
      : m[2]!
          .replace(/^(\.\.\/)+/, '')
          .split('/')
          .slice(0, 2)
          .join('/')
    pk[p] = (pk[p] ?? 0) + Number(m[1])
  }
}
for (const [k, v] of Object.entries(pk)
  .sort((a, c) => c[1] - a[1])
  .slice(0, 25))
  console.log((v / 1024).toFixed(1).padStart(7), k)
