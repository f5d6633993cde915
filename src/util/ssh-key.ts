/**
 * What the console can tell about an SSH public key from its text. The API stores the key as
 * sent, parsing nothing (real-api-behaviour.md row 22), so these checks only catch the common
 * slips of a paste before a key that can never work is saved; they accept anything in the
 * OpenSSH one-line format (`type base64 [comment]`) of a type OpenSSH knows.
 */

/** The key type families of OpenSSH: ssh-ed25519, ssh-rsa, ecdsa-sha2-*, sk-* and certificates. */
const KNOWN_TYPE =
  /^(ssh-[a-z0-9-]+|ecdsa-sha2-[a-z0-9-]+|sk-[a-z0-9-]+@openssh\.com)(@openssh\.com)?$/
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

export const KEY_TYPE_EXAMPLES =
  'ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256 or sk-ssh-ed25519@openssh.com'

/** The problem with a pasted public key, or undefined when it looks like one. */
export function publicKeyProblem(text: string): string | undefined {
  const key = text.trim()
  if (!key) return 'Public key is required'
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key))
    return 'This is a private key: paste the public key instead (the .pub file)'
  if (key.startsWith('---- BEGIN SSH2 PUBLIC KEY'))
    return 'Paste the key in OpenSSH format, on one line as in a .pub file'
  if (/[\r\n]/.test(key)) return 'Paste one key, on one line'
  const [type = '', data] = key.split(/\s+/)
  if (!KNOWN_TYPE.test(type)) return `The key must start with its type: ${KEY_TYPE_EXAMPLES}`
  if (!data || !BASE64.test(data)) return `The key's type must be followed by its base64 key data`
  return undefined
}

/** The key's type and comment, for lists: `ssh-ed25519` and `grace@laptop`. */
export function keySummary(text: string): { type: string; comment: string } {
  const [type = '', , ...comment] = text.trim().split(/\s+/)
  return { type, comment: comment.join(' ') }
}
