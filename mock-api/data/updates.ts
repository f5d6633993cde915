import type { TufRepo, UpdatesTrustRoot } from '@oxide/api'
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
}

export const targetRelease: TargetReleaseRecord = {
  version: CURRENT,
  time_requested: '2026-08-10T15:20:00Z',
  previous: null,
}

/**
 * A self-signed TUF root role, as the release's `root.json` carries it: one ed25519 key for
 * each of the four roles. The mock checks only its shape; the server also verifies the
 * signatures (`Unable to verify root role: ...`).
 */
export const exampleRootRole = {
  signed: {
    _type: 'root',
    spec_version: '1.0.0',
    consistent_snapshot: true,
    version: 1,
    expires: '2031-08-01T00:00:00Z',
    keys: {
      '4b2c9c1fa3b0c1d2e3f40516273849a0b1c2d3e4f5061728394a5b6c7d8e9f00': {
        keytype: 'ed25519',
        scheme: 'ed25519',
        keyval: { public: '8e6f0c3c1b2a49d7f5e4c3b2a1908f7e6d5c4b3a29180706f5e4d3c2b1a09f8e' },
      },
    },
    roles: {
      root: {
        keyids: ['4b2c9c1fa3b0c1d2e3f40516273849a0b1c2d3e4f5061728394a5b6c7d8e9f00'],
        threshold: 1,
      },
      snapshot: {
        keyids: ['4b2c9c1fa3b0c1d2e3f40516273849a0b1c2d3e4f5061728394a5b6c7d8e9f00'],
        threshold: 1,
      },
      targets: {
        keyids: ['4b2c9c1fa3b0c1d2e3f40516273849a0b1c2d3e4f5061728394a5b6c7d8e9f00'],
        threshold: 1,
      },
      timestamp: {
        keyids: ['4b2c9c1fa3b0c1d2e3f40516273849a0b1c2d3e4f5061728394a5b6c7d8e9f00'],
        threshold: 1,
      },
    },
  },
  signatures: [
    {
      keyid: '4b2c9c1fa3b0c1d2e3f40516273849a0b1c2d3e4f5061728394a5b6c7d8e9f00',
      sig: '5d0e8f...c3a1',
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
