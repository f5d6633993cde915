import { describe, expect, it } from 'vitest'
import { defaultSiloValues, siloCreateBody } from './silo-create-body'

describe('silo create body', () => {
  it('sends quotas in bytes and leaves out what was not chosen', () => {
    const body = siloCreateBody({
      ...defaultSiloValues,
      name: 'acme',
      cpus: 8,
      memoryGiB: 16,
      storageGiB: 1024,
    })
    expect(body).toEqual({
      name: 'acme',
      description: '',
      discoverable: true,
      identityMode: 'local_only',
      quotas: { cpus: 8, memory: 16 * 1024 ** 3, storage: 1024 ** 4 },
      tlsCertificates: [],
    })
  })

  it('maps silo roles to fleet roles and names the certificates’ service', () => {
    const body = siloCreateBody({
      ...defaultSiloValues,
      adminGroupName: ' admins ',
      fleetRoles: { ...defaultSiloValues.fleetRoles, admin: 'admin', viewer: 'viewer' },
      tlsCertificates: [{ name: 'tls', description: '', cert: 'C', key: 'K' }],
    })
    expect(body.adminGroupName).toBe('admins')
    expect(body.mappedFleetRoles).toEqual({ admin: ['admin'], viewer: ['viewer'] })
    expect(body.tlsCertificates).toEqual([
      { name: 'tls', description: '', cert: 'C', key: 'K', service: 'external_api' },
    ])
  })
})
