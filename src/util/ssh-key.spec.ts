import { describe, expect, it } from 'vitest'
import { keySummary, publicKeyProblem } from './ssh-key'

const ED = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGm1xwL0 grace@laptop'

describe('publicKeyProblem', () => {
  it.each([
    ED,
    'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ==',
    'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTY= me@host with spaces',
    'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t yubikey',
    'sk-ecdsa-sha2-nistp256@openssh.com AAAAInNrLWVjZHNh',
    'ssh-ed25519-cert-v01@openssh.com AAAAIHNzaC1lZDI1NTE5LWNlcnQ=',
    `${ED}\n`,
  ])('accepts %j', (key) => {
    expect(publicKeyProblem(key)).toBeUndefined()
  })

  it('names what is wrong', () => {
    expect(publicKeyProblem(' \n ')).toBe('Public key is required')
    expect(publicKeyProblem('AAAAC3NzaC1lZDI1NTE5AAAAIGm1xwL0')).toMatch(/must start with its type/)
    expect(publicKeyProblem('rsa AAAA')).toMatch(/must start with its type/)
    expect(publicKeyProblem('ssh-ed25519')).toMatch(/followed by its base64/)
    expect(publicKeyProblem('ssh-ed25519 not-base64!')).toMatch(/followed by its base64/)
    expect(publicKeyProblem(`${ED}\n${ED}`)).toBe('Paste one key, on one line')
    expect(
      publicKeyProblem(
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----',
      ),
    ).toMatch(/private key/)
    expect(
      publicKeyProblem('---- BEGIN SSH2 PUBLIC KEY ----\nAAAA\n---- END SSH2 PUBLIC KEY ----'),
    ).toMatch(/OpenSSH format/)
  })
})

describe('keySummary', () => {
  it('reads the type and the comment', () => {
    expect(keySummary(ED)).toEqual({ type: 'ssh-ed25519', comment: 'grace@laptop' })
    expect(keySummary('ssh-rsa AAAA a b')).toEqual({ type: 'ssh-rsa', comment: 'a b' })
    expect(keySummary('ssh-rsa AAAA')).toEqual({ type: 'ssh-rsa', comment: '' })
  })
})
