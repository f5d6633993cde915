import { Bundle } from '/work/main/bench/bundle'

const b = new Bundle(process.argv[2]!)
const key = b.routeModule(process.argv[3]!)
const shell = b.shell()
const files = [...b.closure(key)]
  .filter((f) => !shell.has(f))
  .sort((x, y) => (b.sizeOf(y)?.gzip ?? 0) - (b.sizeOf(x)?.gzip ?? 0))
let t = 0
for (const f of files) {
  const g = b.sizeOf(f)?.gzip ?? 0
  t += g
  console.log((g / 1024).toFixed(1), f)
}
console.log('total', (t / 1024).toFixed(1))
