import { parseVersion } from '../../src/util/semver'
import { canonicalJson, sha256Hex, type TufKey, verifySignature } from './keys'
import { entryBytes, readZip, type ZipEntry, ZipError } from './zip'

/**
 * A release repository read as Nexus reads an upload (tufaceous `RepositoryLoader` with the
 * trust store, over tough), reduced to what the console can meet. Checked for real: the zip's
 * central directory and local headers, stored and deflated entries; for each trust root in id
 * order, that it verifies itself, then that `timestamp.json`, the snapshot and the targets
 * metadata each carry enough valid ed25519 signatures (canonical JSON, WebCrypto) by keys the
 * root gives that role, the snapshot's SHA-256 and length where the timestamp lists them;
 * `artifacts-v2.json` as a target (its SHA-256 and length against targets.json), its
 * `system_version`, and that every artifact it names is a target. Not checked: root rotation
 * (`2.root.json`), expiry (Nexus does not enforce it either), metadata version numbers,
 * delegations, the artifacts' own bytes and kinds, rsa and ecdsa keys (they never verify
 * here), the v1 layout (`artifacts.json`), CRCs. Error texts are tufaceous's and tough's error
 * chains as Nexus words them (`DisplayErrorChain`); serde's parse details are approximated.
 */

export class RepoError extends Error {}

/** `DisplayErrorChain`: the error, then each cause on its own line. */
const chain = (...texts: string[]) =>
  [
    texts[0],
    ...(texts.length > 1 ? ['Caused by:'] : []),
    ...texts.slice(1).map((t) => `  -> ${t}`),
  ].join('\n')

const fail = (...texts: string[]) => new RepoError(chain(...texts))

/** tough's verification failures: the loader tries the next trust root after one of these. */
class VerifyError extends RepoError {}

type Signed = { signed: Record<string, unknown>; signatures: { keyid: string; sig: string }[] }
type RoleKeys = { keyids: string[]; threshold: number }

export type Artifact = { target_name: string; version: string; tags: Record<string, string> }

export type LoadedRepository = {
  systemVersion: string
  /** The artifacts as Nexus compares two uploads of one version: each with its hash and length. */
  artifactSet: string
  /** The archive's SHA-256, hex. */
  hash: string
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function parseSigned(bytes: Uint8Array, role: string): Signed {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(bytes))
  } catch (e) {
    throw fail(`Failed to parse ${role} metadata`, e instanceof Error ? e.message : String(e))
  }
  if (!isObject(value) || !isObject(value.signed) || !Array.isArray(value.signatures))
    throw fail(`Failed to parse ${role} metadata`, 'missing field `signed` or `signatures`')
  return value as Signed
}

/** tough's `verify_role`: enough valid signatures by keys the root gives `role`. */
async function verifyRole(root: Record<string, unknown>, role: string, doc: Signed) {
  const roles = isObject(root.roles) ? root.roles : {}
  const keys = (isObject(root.keys) ? root.keys : {}) as Record<string, TufKey>
  const roleKeys = roles[role] as RoleKeys | undefined
  if (!roleKeys) return `Role ${role} missing from root metadata`
  const valid = new Set<string>()
  for (const { keyid, sig } of doc.signatures) {
    const key = keys[keyid]
    if (!roleKeys.keyids.includes(keyid) || !key || valid.has(keyid)) continue
    if (await verifySignature(key, sig, doc.signed)) valid.add(keyid)
  }
  if (valid.size >= roleKeys.threshold) return null
  return `Signature threshold of ${roleKeys.threshold} not met for role ${role} (${valid.size} valid signatures)`
}

/** The archive's files under `repo/`, fetched as tough fetches `zip:///repo/...` URLs. */
function transport(entries: Map<string, ZipEntry>) {
  return async (path: string) => {
    const entry = entries.get(`repo/${path}`)
    if (!entry) {
      throw fail(
        `FileNotFound error fetching 'zip:///repo/${path}': file not found`,
        'file not found',
      )
    }
    try {
      return await entryBytes(entry)
    } catch (e) {
      throw fail(`Other error fetching 'zip:///repo/${path}'`, e instanceof Error ? e.message : '')
    }
  }
}

type Fetch = ReturnType<typeof transport>

const metaOf = (doc: Signed, file: string) => {
  const meta = isObject(doc.signed.meta) ? doc.signed.meta[file] : undefined
  return (isObject(meta) ? meta : {}) as {
    version?: number
    length?: number
    hashes?: { sha256?: string }
  }
}

async function checkBytes(bytes: Uint8Array, url: string, sha256?: string, length?: number) {
  if (length !== undefined && bytes.length !== length)
    throw fail(`Length mismatch for ${url}: expected ${length}, got ${bytes.length}`)
  const calculated = await sha256Hex(bytes)
  if (sha256 && calculated !== sha256.toLowerCase())
    throw fail(`Hash mismatch for ${url}: calculated ${calculated}, expected ${sha256}`)
}

/** One trust root's attempt: its own signatures, then timestamp, snapshot and targets. */
async function loadWith(root: unknown, fetch: Fetch) {
  const trusted = isObject(root) ? (root as Partial<Signed>) : {}
  if (!isObject(trusted.signed) || !Array.isArray(trusted.signatures))
    throw new VerifyError(chain('Failed to verify trusted root metadata: missing field `signed`'))
  const rootRole = trusted.signed
  const self = await verifyRole(rootRole, 'root', trusted as Signed)
  if (self) throw new VerifyError(chain(`Failed to verify trusted root metadata: ${self}`, self))
  const consistent = rootRole.consistent_snapshot === true
  const verified = async (path: string, role: string, meta?: ReturnType<typeof metaOf>) => {
    const bytes = await fetch(`metadata/${path}`)
    if (meta)
      await checkBytes(bytes, `zip:///repo/metadata/${path}`, meta.hashes?.sha256, meta.length)
    const doc = parseSigned(bytes, role)
    const problem = await verifyRole(rootRole, role, doc)
    if (problem)
      throw new VerifyError(chain(`Failed to verify ${role} metadata: ${problem}`, problem))
    return doc
  }
  const timestamp = await verified('timestamp.json', 'timestamp')
  const snapshotMeta = metaOf(timestamp, 'snapshot.json')
  const snapshotPath = consistent ? `${snapshotMeta.version}.snapshot.json` : 'snapshot.json'
  const snapshot = await verified(snapshotPath, 'snapshot', snapshotMeta)
  const targetsMeta = metaOf(snapshot, 'targets.json')
  const targetsPath = consistent ? `${targetsMeta.version}.targets.json` : 'targets.json'
  const targets = await verified(targetsPath, 'targets', targetsMeta)
  return { consistent, targets: (targets.signed.targets ?? {}) as Record<string, TargetMeta> }
}

/**
 * Why a root role does not verify itself (tough's `verify_role` of the root by the root), as
 * Nexus checks a trust root it is given; null when it does.
 */
export async function rootRoleProblem(root: { signed: unknown; signatures: unknown }) {
  if (!isObject(root.signed) || !Array.isArray(root.signatures)) return 'missing field `signed`'
  return verifyRole(root.signed, 'root', root as Signed)
}

type TargetMeta = { length: number; hashes: { sha256: string } }

const ARTIFACTS_TARGET = 'artifacts-v2.json'

/** `artifacts-v2.json`: the system version and the artifacts, each one a target. */
async function readArtifacts(loaded: Awaited<ReturnType<typeof loadWith>>, fetch: Fetch) {
  const target = loaded.targets[ARTIFACTS_TARGET]
  if (!target) throw fail(`target ${ARTIFACTS_TARGET} not found`)
  const sha = target.hashes?.sha256 ?? ''
  const path = `targets/${loaded.consistent ? `${sha}.` : ''}${ARTIFACTS_TARGET}`
  const bytes = await fetch(path)
  await checkBytes(bytes, `zip:///repo/${path}`, sha, target.length)
  const parseError = (why: string) => fail(`failed to parse target ${ARTIFACTS_TARGET}`, why)
  let doc: unknown
  try {
    doc = JSON.parse(new TextDecoder().decode(bytes))
  } catch (e) {
    throw parseError(e instanceof Error ? e.message : String(e))
  }
  if (!isObject(doc)) throw parseError('invalid type: expected struct ArtifactSetSchema')
  const version = doc.system_version
  if (typeof version !== 'string') throw parseError('missing field `system_version`')
  if (!parseVersion(version))
    throw parseError(`unexpected character in version ${JSON.stringify(version)}`)
  const artifacts = (Array.isArray(doc.artifacts) ? doc.artifacts : []) as Artifact[]
  const set = artifacts.map((a) => {
    const meta = loaded.targets[a.target_name]
    if (!meta) throw fail(`target ${a.target_name} not found`)
    return canonicalJson({
      version: a.version,
      tags: a.tags,
      hash: meta.hashes.sha256,
      length: meta.length,
    })
  })
  return { systemVersion: version, artifactSet: canonicalJson(set.sort()) }
}

/** Reads an uploaded archive against the trust store (root roles, in the store's id order). */
export async function loadRepository(
  bytes: Uint8Array,
  trustRoots: unknown[],
): Promise<LoadedRepository> {
  const hash = await sha256Hex(bytes)
  let entries: Map<string, ZipEntry>
  try {
    entries = readZip(bytes)
  } catch (e) {
    if (!(e instanceof ZipError)) throw e
    const what = {
      eocd: 'failed to read end of central directory of zip archive',
      cdfh: 'failed to read central directory file header of zip archive',
      local: 'failed to read local file header of zip archive',
    }[e.stage]
    throw fail(what, e.message)
  }
  const fetch = transport(entries)
  let last = fail('no trust roots provided to load repository')
  for (const root of trustRoots) {
    try {
      const loaded = await loadWith(root, fetch)
      return { ...(await readArtifacts(loaded, fetch)), hash }
    } catch (e) {
      if (!(e instanceof VerifyError)) throw e
      last = e
    }
  }
  throw last
}
