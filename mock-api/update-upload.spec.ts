import { beforeEach, describe, expect, it } from 'vitest'
import { db, resetDb } from './db'
import { api } from './test-api'
import { buildRepository, type RepoSigner, repoSigner } from './tuf/build-repo'
import { writeZip } from './tuf/zip'

const REPOS = '/v1/system/update/repositories'
const upload = (raw: Uint8Array, as?: 'katherine' | 'alan', name = 'oxide-23.0.0.zip') =>
  api('PUT', `${REPOS}?file_name=${name}`, { raw, as })
const versions = async () =>
  (await api('GET', REPOS)).body.items.map((r: { system_version: string }) => r.system_version)

let signer: RepoSigner

beforeEach(async () => {
  resetDb()
  signer = await repoSigner()
  // an operator adds the release's root role first, as for a real rack
  const added = await api('POST', '/v1/system/update/trust-roots', { body: signer.root })
  expect(added.status).toBe(201)
})

describe('repository upload', () => {
  it('inserts a signed repository, then knows it again by its bytes', async () => {
    const zip = await buildRepository(signer, { systemVersion: '23.0.0' })
    const first = await upload(zip)
    expect(first.status).toBe(200)
    expect(first.body.status).toBe('inserted')
    expect(first.body.repo).toMatchObject({
      system_version: '23.0.0',
      file_name: 'oxide-23.0.0.zip',
    })
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', zip as BufferSource))
    expect(first.body.repo.hash).toBe(Buffer.from(digest).toString('hex'))
    expect(await versions()).toEqual(['23.0.0', '22.1.0', '22.0.0'])

    const again = await upload(zip, undefined, 'renamed.zip')
    expect(again.status).toBe(200)
    expect(again.body.status).toBe('already_exists')
    expect(again.body.repo.file_name).toBe('oxide-23.0.0.zip')
    expect(await versions()).toHaveLength(3)
  })

  it('refuses the same version with other bytes or other artifacts (409)', async () => {
    await upload(await buildRepository(signer, { systemVersion: '23.0.0' }))
    const restamped = await upload(
      await buildRepository(signer, { systemVersion: '23.0.0', stamp: 1 }),
    )
    expect(restamped.status).toBe(409)
    expect(restamped.body.message).toMatch(
      /^Uploaded repository with system version 23\.0\.0 has SHA256 hash [0-9a-f]{64}, but existing repository has SHA256 hash [0-9a-f]{64}\.$/,
    )
    const more = await upload(
      await buildRepository(signer, {
        systemVersion: '23.0.0',
        extraArtifacts: ['psc-sp-23.0.0.zip'],
      }),
    )
    expect(more.status).toBe(409)
    expect(more.body.message).toBe(
      'Uploaded repository with system version 23.0.0 does not have the same artifacts as existing repository with same system version',
    )
  })

  it('refuses what is no zip, a repository no trust root signed, a missing file (400)', async () => {
    const junk = await upload(new TextEncoder().encode('not a zip at all'))
    expect(junk.status).toBe(400)
    expect(junk.body.message).toBe(
      'failed to read end of central directory of zip archive\nCaused by:\n  -> Missing end of central directory',
    )
    const stranger = await repoSigner()
    const untrusted = await upload(await buildRepository(stranger, { systemVersion: '23.0.0' }))
    expect(untrusted.status).toBe(400)
    // the last root tried (by id) decides the text: the seed's or the test's, both refuse
    expect(untrusted.body.message).toMatch(
      /^Failed to verify timestamp metadata: Signature threshold of 1 not met for role timestamp \(0 valid signatures\)\nCaused by:/,
    )
    const empty = await upload(
      await writeZip([{ name: 'repo/metadata/1.root.json', data: new Uint8Array(2) }]),
    )
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(
      /^FileNotFound error fetching 'zip:\/\/\/repo\/metadata\/timestamp.json': file not found/,
    )
    db.trustRoots = []
    const none = await upload(await buildRepository(signer, { systemVersion: '23.0.0' }))
    expect(none.body.message).toBe('no trust roots provided to load repository')
    expect(await versions()).toEqual(['22.1.0', '22.0.0'])
  })

  it('needs the fleet admin role to record it, after reading it; a file name', async () => {
    const zip = await buildRepository(signer, { systemVersion: '23.0.0' })
    expect((await upload(zip, 'katherine')).status).toBe(403)
    // Nexus reads the archive before it checks the role: a viewer's junk is still a 400
    expect((await upload(new Uint8Array(4), 'katherine')).status).toBe(400)
    expect((await upload(zip, 'alan')).status).toBe(403)
    const unnamed = await api('PUT', REPOS, { raw: zip })
    expect(unnamed.status).toBe(400)
    expect(unnamed.body.message).toBe('unable to parse query string: missing field `file_name`')
    expect(await versions()).toEqual(['22.1.0', '22.0.0'])
  })

  it('an uploaded release can become the target', async () => {
    await upload(await buildRepository(signer, { systemVersion: '23.0.0' }))
    const put = await api('PUT', '/v1/system/update/target-release', {
      body: { system_version: '23.0.0' },
    })
    expect(put.status).toBe(204)
    const status = await api('GET', '/v1/system/update/status')
    expect(status.body.target_release.version).toBe('23.0.0')
  })
})

describe('trust roots', () => {
  it('takes only a root role that verifies itself, as Nexus reads the body', async () => {
    const other = await repoSigner()
    const forged = { ...signer.root, signatures: other.root.signatures }
    const res = await api('POST', '/v1/system/update/trust-roots', { body: forged })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(
      /^unable to parse JSON body: Unable to verify root role: Signature threshold of 1 not met for role root \(0 valid signatures\)/,
    )
  })
})

describe('recovery finish', () => {
  const finish = (v: string, as?: 'katherine') =>
    api('PUT', '/v1/system/update/recovery-finish', { as, body: { system_version: v } })

  it('without a recovery there is nothing to finish', async () => {
    const res = await finish('22.0.0')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(
      'Target release cannot be changed: no evidence a mupdate has occurred - recovery not needed',
    )
  })

  it('after a sled was recovered: only the version it runs clears it, by a fleet admin', async () => {
    const sled = '5c1ed000-0000-4000-8000-000000000001'
    db.targetRelease.recovery = { sled_id: sled }
    expect((await api('GET', '/v1/system/update/status')).body.suspended).toBe(true)
    const wrong = await finish('22.1.0')
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(
      `Target release cannot be changed: mupdate recovery required, but specified version 22.1.0 does not match the version of components deployed on sled ${sled} (version 22.0.0)`,
    )
    expect((await finish('22.0.0', 'katherine')).status).toBe(403)
    expect((await finish('22.0.0')).status).toBe(204)
    const status = (await api('GET', '/v1/system/update/status')).body
    expect(status.suspended).toBe(false)
    expect(status.target_release.version).toBe('22.0.0')
    expect((await finish('22.0.0')).body.message).toMatch(/no evidence a mupdate has occurred/)
  })
})
