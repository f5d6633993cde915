import { generateEd25519, sha256Hex, signRole } from './keys'
import { writeZip } from './zip'

/**
 * Release repositories for the tests (mock unit specs, e2e), laid out as tufaceous writes them
 * (`repo/metadata/*.json`, `repo/targets/*`, `artifacts-v2.json` naming the artifacts) and
 * signed with a fresh ed25519 key (WebCrypto) whose root role the test adds to the trust store
 * first, as an operator would. No private key is kept anywhere.
 */

export type RepoSigner = Awaited<ReturnType<typeof repoSigner>>

const utf8 = (text: string) => new TextEncoder().encode(text)
const pretty = (doc: unknown) => utf8(`${JSON.stringify(doc, null, 2)}\n`)

/** A key and its self-signed root role (one key for all four roles, as tufaceous generates). */
export async function repoSigner(expires = '2036-01-01T00:00:00Z') {
  const { privateKey, key, id } = await generateEd25519()
  const role = { keyids: [id], threshold: 1 }
  const root = await signRole(privateKey, id, {
    _type: 'root',
    spec_version: '1.0.0',
    consistent_snapshot: false,
    version: 1,
    expires,
    keys: { [id]: key },
    roles: { root: role, snapshot: role, targets: role, timestamp: role },
  })
  return { privateKey, id, root, expires }
}

export type RepoOptions = {
  systemVersion: string
  /** Extra artifact names (each a small fake file) beyond the two every repository has. */
  extraArtifacts?: string[]
  /** Changes the timestamp's expiry, so the same contents make other bytes (another hash). */
  stamp?: number
}

async function target(name: string, data: Uint8Array) {
  return { name, data, meta: { length: data.length, hashes: { sha256: await sha256Hex(data) } } }
}

/** A signed repository archive (zip) of `systemVersion` with fake SP and host artifacts. */
export async function buildRepository(signer: RepoSigner, options: RepoOptions) {
  const v = options.systemVersion
  const names = [`gimlet-sp-${v}.zip`, `host-${v}.tar.gz`, ...(options.extraArtifacts ?? [])]
  const files = await Promise.all(names.map((n) => target(n, utf8(`fake artifact ${n}\n`))))
  const artifactsDoc = {
    system_version: v,
    artifacts: names.map((n, i) => ({
      target_name: n,
      version: v,
      tags: { kind: i === 1 ? 'host' : 'sp', name: n.replace(/-\d.*$/, '') },
    })),
    metadata: {},
  }
  const artifacts = await target('artifacts-v2.json', pretty(artifactsDoc))
  const all = [artifacts, ...files]
  const sign = (signed: unknown) => signRole(signer.privateKey, signer.id, signed)
  const common = { spec_version: '1.0.0', version: 1, expires: signer.expires }
  const targets = pretty(
    await sign({
      _type: 'targets',
      ...common,
      targets: Object.fromEntries(all.map((t) => [t.name, t.meta])),
    }),
  )
  const snapshot = pretty(
    await sign({ _type: 'snapshot', ...common, meta: { 'targets.json': { version: 1 } } }),
  )
  const snapshotMeta = {
    version: 1,
    length: snapshot.length,
    hashes: { sha256: await sha256Hex(snapshot) },
  }
  const stamp = options.stamp ?? 0
  const timestamp = pretty(
    await sign({
      _type: 'timestamp',
      ...common,
      expires: new Date(Date.parse(signer.expires) + stamp * 1000)
        .toISOString()
        .replace('.000', ''),
      meta: { 'snapshot.json': snapshotMeta },
    }),
  )
  return writeZip([
    { name: 'repo/metadata/1.root.json', data: pretty(signer.root) },
    { name: 'repo/metadata/snapshot.json', data: snapshot },
    { name: 'repo/metadata/targets.json', data: targets },
    { name: 'repo/metadata/timestamp.json', data: timestamp, stored: true },
    ...all.map((t) => ({ name: `repo/targets/${t.name}`, data: t.data, stored: t !== artifacts })),
  ])
}
