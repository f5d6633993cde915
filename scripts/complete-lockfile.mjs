// Fills in lockfile entries for optional platform packages the npm registry mirror of this
// machine does not serve (it answers 404 for e.g. @biomejs/cli-android-arm64), which
// `npm install` then leaves out and `npm ci` refuses. Each entry is what a full registry
// would have written, restricted by os/cpu/libc, so `npm ci` skips it on other platforms and
// fetches it on its own. Run after `npm install` changes the lockfile: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const path = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(path, 'utf8'))
const packages = lock.packages

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix']
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64']

/** `cli-linux-x64-musl` -> os linux, cpu x64, libc musl; `oxide-wasm32-wasi` -> cpu wasm32. */
function platform(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu =
    parts.find((p) => CPU.includes(p)) ?? (parts.includes('gnueabihf') ? 'arm' : undefined)
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${dep}`
    if (packages[`node_modules/${dep}`] || packages[nested]) continue
    const { os, cpu, libc } = platform(dep)
    if (!os && !cpu) continue // not a platform package: leave it to npm
    packages[`node_modules/${dep}`] = {
      version,
      ...(cpu && { cpu: [cpu] }),
      ...(entry.dev && { dev: true }),
      ...(libc && { libc: [libc] }),
      optional: true,
      ...(os && { os: [os] }),
    }
    added++
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
lock.packages = sorted
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entries`)
