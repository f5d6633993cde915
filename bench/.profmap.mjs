// scratch: self time per original function of a CPU profile, through the production source maps
import { existsSync, readFileSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const from = Number(process.argv[3] ?? 0),
  to = Number(process.argv[4] ?? Infinity)
const maps = new Map()
const consumer = (url) => {
  const file = url.split('/').pop()
  if (!maps.has(file)) {
    const p = `dist-bench/production/assets/${file}.map`
    maps.set(
      file,
      existsSync(p) ? new SourceMapConsumer(JSON.parse(readFileSync(p, 'utf8'))) : null,
    )
  }
  return maps.get(file)
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
let t = profile.startTime
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i]
  const rel = (t - profile.startTime) / 1000
  if (rel < from || rel > to) return
  const f = byId.get(id).callFrame
  let key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}`
  const c = f.url ? consumer(f.url) : null
  if (c) {
    const o = c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber })
    if (o.source)
      key = `${o.name ?? f.functionName} ${o.source.replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${o.line}`
  }
  self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i])
})
const rows = [...self.entries()]
  .filter(([k]) => !/^\((idle|program)\)/.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.argv[5] ?? 35))
for (const [k, v] of rows) console.log((v / 1000).toFixed(1).padStart(8), k)
