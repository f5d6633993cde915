import type { TufRepo, UpdatesTrustRoot } from '@oxide/api'
import type { Seed } from '../config'
import type { Db } from '../db'
import type { Json } from '../json'

/**
 * System software update (nexus/src/app/update.rs, deployment.rs): the uploaded release
 * repositories, the trust store that verifies them, and the target release the rack moves to.
 * The rack runs `CURRENT`; `NEWER` is uploaded and not yet the target.
 */
export const CURRENT = '22.0.0'
export const NEWER = '22.1.0'

export const tufRepos: Json<TufRepo>[] = [
  {
    system_version: CURRENT,
    file_name: `oxide-${CURRENT}.zip`,
    hash: '6f1c2a8d4e0b93a7c5d2e8f14b6a09c3d7e2f1a8b4c6d0e9f3a2b1c8d7e6f5a4',
    time_created: '2026-08-10T15:02:00Z',
  },
  {
    system_version: NEWER,
    file_name: `oxide-${NEWER}.zip`,
    hash: 'a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8',
    time_created: '2026-11-18T10:30:00Z',
  },
]

/**
 * The components Nexus counts by the release they run (service zones, host OS and SP/RoT of
 * each sled, the switches' SPs and RoTs), so an update moves them over one by one.
 */
export const COMPONENT_COUNT = 212

/** The target release: its version, when it was asked for, and what the rack ran before. */
export type TargetReleaseRecord = {
  version: string
  time_requested: string
  previous: string | null
  /**
   * Set while a support-driven recovery (mupdate) of a sled to the release it ran awaits
   * `recovery-finish`: Nexus's blueprint then asks for a newer target-release generation than
   * the current one, so update activity is suspended. No call of the API gets here; a test or
   * a seed sets it.
   */
  recovery?: { sled_id: string }
}

export const targetRelease: TargetReleaseRecord = {
  version: CURRENT,
  time_requested: '2026-08-10T15:20:00Z',
  previous: null,
}

/**
 * A self-signed TUF root role, as the release's `root.json` carries it: one ed25519 key for
 * each of the four roles, really signed (the key pair was generated once for this seed and the
 * private half thrown away, so no repository can be signed by it). Uploads in the tests are
 * signed with keys they generate and add to the trust store first (tuf/build-repo.ts).
 */
const SEED_KEY = 'a832cdd388c20a1de629b6627317c10efb7fdbdec74917eb1e73fb759ee42461'
const seedRole = { keyids: [SEED_KEY], threshold: 1 }
export const exampleRootRole = {
  signed: {
    _type: 'root',
    spec_version: '1.0.0',
    consistent_snapshot: false,
    version: 1,
    expires: '2031-08-01T00:00:00Z',
    keys: {
      [SEED_KEY]: {
        keytype: 'ed25519',
        scheme: 'ed25519',
        keyval: { public: '7c433df4b71c5391e44cc784cbfddf25f6fdd41afa09aab9c3a3aedebe501180' },
      },
    },
    roles: { root: seedRole, snapshot: seedRole, targets: seedRole, timestamp: seedRole },
  },
  signatures: [
    {
      keyid: SEED_KEY,
      sig: '4cfb91e7acc3711b038b9db0ef72cf8790f022764dd936ca2820f902f484c0df5b1a542cb35cd6b23bec4ed1937e8c69fa9489192e301fe0c04bda86d64d100d',
    },
  ],
}

export const trustRoots: Json<UpdatesTrustRoot>[] = [
  {
    id: '7a0c0000-0000-4000-8000-000000000001',
    time_created: '2025-01-15T12:00:00Z',
    root_role: exampleRootRole,
  },
]

/**
 * The 'recovery' seed: the first sled was recovered by a support procedure (mupdate) to the
 * release the rack runs, so update activity is suspended until recovery-finish names it.
 */
export function addRecovery(db: Db, seed: Seed) {
  if (seed !== 'recovery') return
  const sled = db.sleds[0]
  if (sled) db.targetRelease.recovery = { sled_id: sled.id }
}
