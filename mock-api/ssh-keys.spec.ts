import { beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { alanWorkstation } from './data/ssh-keys'
import { db, resetDb } from './db'
import { api } from './test-api'
import { httpMockForTests } from './test-server'

/**
 * Another user's SSH key by id, as omicron answers: nexus/src/app/ssh_key.rs (`ssh_key_lookup`
 * finds an id among every key; `ssh_key_delete` looks it up for `Delete`, then asserts the key
 * is the caller's), nexus/auth/src/authz/omicron.polar (`SshKey`: read if read on its user,
 * modify if the actor is a user with modify on it; `SiloUser`: read for the silo's users, silo
 * viewers and fleet viewers, modify for silo and fleet admins), authz/oso_generic.rs (`Delete`
 * is `Modify`), and omicron's Cargo.toml (`panic = "abort"` in release): an admin's delete stops
 * the server without an answer.
 */

beforeEach(() => {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0, seed: 'demo' })
  resetDb()
})

const KEY = `/v1/me/ssh-keys/${alanWorkstation.id}`
const stillThere = () => db.sshKeys.some((k) => k.id === alanWorkstation.id)

describe('another user’s SSH key by id', () => {
  it('any user of the silo reads it; a silo viewer may not delete it (403)', async () => {
    for (const as of ['edsger', 'radia', 'barbara'] as const)
      expect((await api('GET', KEY, { as })).status, as).toBe(200)
    const del = await api('DELETE', KEY, { as: 'radia' })
    expect(del).toMatchObject({ status: 403, body: { error_code: 'Forbidden' } })
    expect(stillThere()).toBe(true)
  })

  it('a silo admin’s delete passes authz and trips the assertion: no answer, the key stays', async () => {
    const res = await api('DELETE', KEY) // Grace: silo admin of maple, and fleet admin
    expect(res.status).toBe(0)
    expect(stillThere()).toBe(true)
    // by name, the lookup is among the caller's own keys
    const byName = await api('DELETE', '/v1/me/ssh-keys/alan-workstation')
    expect(byName.body.message).toBe('not found: ssh-key with name "alan-workstation"')
  })

  it('a fleet viewer reads another silo’s key; a user of neither may not find it', async () => {
    const made = await api('POST', '/v1/me/ssh-keys', {
      as: 'ivan',
      body: { name: 'ivan-key', description: '', public_key: 'ssh-ed25519 AAAA ivan' },
    })
    expect(made.status).toBe(201)
    const path = `/v1/me/ssh-keys/${made.body.id}`
    expect((await api('GET', path, { as: 'katherine' })).body.name).toBe('ivan-key')
    expect((await api('GET', path, { as: 'edsger' })).status).toBe(404)
    // katherine may read it but not change it: a 403, not a 404
    expect((await api('DELETE', path, { as: 'katherine' })).status).toBe(403)
  })
})

describe('the crash over HTTP', () => {
  const mock = httpMockForTests()

  it('closes the connection without an answer', async () => {
    const url = `http://localhost:${mock.port()}${KEY}`
    await expect(fetch(url, { method: 'DELETE' })).rejects.toThrow()
    // the server itself goes on (the mock does not stop; a rack's other Nexus would answer)
    expect((await fetch(url)).status).toBe(200)
  })
})
