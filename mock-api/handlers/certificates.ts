import type { Certificate, User } from '@oxide/api'
import { base64Bytes, pemBlocks, readCertificate } from '../../src/util/x509'
import { fleetRole, siloRole } from '../authz'
import { type CertificateRecord, certificateView } from '../data/certificates'
import { db, isUuid } from '../db'
import { forbidden, invalidValue, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { named, newRecord } from './crud'

/**
 * The caller's silo's certificates (nexus/src/app/certificate.rs). A certificate belongs to the
 * silo of the user who made it: the list, a lookup by name and a create are always that silo's
 * (`silo_required`). Reading and changing them takes the silo's admin role or the fleet's
 * (omicron.polar, `Certificate` and `SiloCertificateList`); a list refused is a 403, a
 * certificate the user may not read a 404. By id, a fleet admin finds any silo's, as the server
 * looks ids up fleet-wide; anyone else only their own silo's.
 */

type Who = Json<User>
const isAdminOf = (user: Who, siloId: string) =>
  fleetRole(user) === 'admin' || (user.silo_id === siloId && siloRole(user) === 'admin')

function findCertificate(selector: string, user: Who): CertificateRecord {
  const byId = isUuid(selector)
  const found = db.certificates.find((c) =>
    byId ? c.id === selector : c.name === selector && c.silo_id === user.silo_id,
  )
  if (!found || !isAdminOf(user, found.silo_id)) throw lookupNotFound('certificate', selector, byId)
  return found
}

const certificates = named<CertificateRecord, unknown>({
  type: 'certificate',
  items: () => db.certificates,
  find: (selector, _query, user) => findCertificate(selector, user),
  siblings: (c) => db.certificates.filter((o) => o.silo_id === c.silo_id),
  canRead: () => {},
  canWrite: () => {},
})

/**
 * What the server's validator (omicron's `certificates` crate) refuses, in its words: no
 * certificate in the PEM, one that cannot be parsed, one expired, a key that cannot be parsed.
 * The mock cannot tell a key from another, so a mismatched pair passes (the server refuses it:
 * "Certificate and private key do not match"); nor does it check the silo's DNS names.
 */
function validate(cert: string, key: string) {
  const blocks = pemBlocks(cert).filter((b) => b.label === 'CERTIFICATE')
  if (blocks.length === 0) throw invalidValue('certificate', 'Certificate exists, but is empty')
  const read = blocks.map((b) => {
    const der = base64Bytes(b.body)
    return der && readCertificate(der)
  })
  if (read.some((r) => !r))
    throw invalidValue(
      'certificate',
      'Failed to parse certificate: error:0680007B:asn1 encoding routines::header too long',
    )
  if (read.some((r) => r && r.notAfter.getTime() < Date.now()))
    throw invalidValue('certificate', 'Certificate exists, but is expired')
  const keys = pemBlocks(key).filter((b) => /PRIVATE KEY$/.test(b.label) && base64Bytes(b.body))
  if (keys.length === 0)
    throw invalidValue(
      'private-key',
      'Failed to parse private key: error:1E08010C:DECODER routines::unsupported',
    )
}

export const certificateHandlers: HandlerMap = {
  certificateList: ({ query, user }) => {
    if (!isAdminOf(user, user.silo_id)) throw forbidden()
    const mine = db.certificates.filter((c) => c.silo_id === user.silo_id)
    const page = paginated(query, mine)
    return { items: page.items.map(certificateView), next_page: page.next_page }
  },

  certificateView: ({ path, user }) => certificateView(findCertificate(path.certificate, user)),

  certificateCreate: ({ body, user }) => {
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    const service = b.enum('service', ['external_api'] as const)
    const cert = b.string('cert')
    const key = b.string('key')
    // the server validates before it checks the role (the create's authorize is in the datastore)
    validate(cert, key)
    if (!isAdminOf(user, user.silo_id)) throw forbidden()
    certificates.unique(
      db.certificates.filter((c) => c.silo_id === user.silo_id),
      name,
    )
    const record: CertificateRecord = {
      ...newRecord(),
      name,
      description,
      service,
      cert,
      key,
      silo_id: user.silo_id,
    }
    db.certificates.push(record)
    return certificateView(record) satisfies Json<Certificate>
  },

  /** Nothing keeps a silo from deleting its last certificate: the server has no such rule. */
  certificateDelete: ({ path, user }) => {
    certificates.remove(path.certificate, {}, user)
  },
}
