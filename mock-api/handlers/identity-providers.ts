import type { IdentityProvider, User } from '@oxide/api'
import { fleetRole, siloRole } from '../authz'
import { KNOWN_METADATA_URLS } from '../data/saml-metadata'
import { type SamlProviderRecord, samlProviderView } from '../data/silos'
import { db, isUuid, now } from '../db'
import { alreadyExists, invalidRequest, invalidValue, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { type Reader, reader } from './body'
import { find } from './lookups'
import { requireSiloAdmin, siloOf } from './silo-rules'

/**
 * A silo's identity providers (nexus/src/app/silo.rs): the list is any reader's of the silo; a
 * SAML provider is made in a SAML silo by its admins or a fleet admin, from metadata at a URL or
 * sent as base64 XML, which must describe an IdP with a signing key and a redirect sign-in.
 */

/** The base64 crate's STANDARD engine: its first complaint, in its words; else the bytes. */
export function decodeBase64(text: string): Uint8Array | string {
  const bad = /[^A-Za-z0-9+/=]/.exec(text)
  if (bad) return `Invalid symbol ${bad[0].charCodeAt(0)}, offset ${bad.index}.`
  if (text.length % 4 === 1) return `Invalid input length: ${text.length}`
  if (text.length % 4 !== 0 || /=[^=]|={3}/.test(text)) return 'Invalid padding'
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/** A DER file (certificate or key) begins with an ASN.1 SEQUENCE. */
const isDer = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x30

/**
 * `DerEncodedKeyPair`, checked as its deserializer does: each part base64 of a DER file. The
 * server also signs with the key and verifies with the certificate; the mock cannot.
 */
function readKeyPair(b: Reader) {
  const k = b.optObject('signing_keypair')
  if (!k) return null
  const part = (field: 'public_cert' | 'private_key', kind: string) => {
    const value = k.string(field)
    const bytes = decodeBase64(value)
    if (typeof bytes === 'string') throw k.fail(field, `could not base64 decode ${field}: ${bytes}`)
    if (!isDer(bytes)) throw k.fail(field, `${field} is not recognized as ${kind}`)
    return value
  }
  return {
    public_cert: part('public_cert', 'a X509 certificate'),
    private_key: part('private_key', 'a RSA private key'),
  }
}

function readSamlCreate(body: unknown) {
  const b = reader(body)
  const name = b.name()
  const description = b.string('description')
  const source = b.object('idp_metadata_source')
  const kind = source.tag(['url', 'base64_encoded_xml'] as const)
  const metadata =
    kind === 'url'
      ? ({ kind, url: source.string('url') } as const)
      : ({ kind, data: source.string('data') } as const)
  return {
    name,
    description,
    metadata,
    idp_entity_id: b.string('idp_entity_id'),
    sp_client_id: b.string('sp_client_id'),
    acs_url: b.string('acs_url'),
    slo_url: b.string('slo_url'),
    technical_contact_email: b.string('technical_contact_email'),
    signing_keypair: readKeyPair(b),
    group_attribute_name: b.optString('group_attribute_name') ?? null,
  }
}

/** The document the metadata source names: fetched (from the mock's few URLs) or decoded. */
function metadataDocument(source: ReturnType<typeof readSamlCreate>['metadata']) {
  if (source.kind === 'url') {
    const known = KNOWN_METADATA_URLS[source.url]
    if (known === undefined)
      throw invalidValue(
        'url',
        `error querying url: error sending request for url (${source.url}): client error (Connect): dns error: failed to lookup address information: Name or service not known`,
      )
    return known
  }
  const bytes = decodeBase64(source.data)
  if (typeof bytes === 'string')
    throw invalidValue('data', `error getting decoding base64 data: ${bytes}`)
  return new TextDecoder().decode(bytes)
}

/**
 * samael's reading of the metadata, as far as the server checks it: an EntityDescriptor, an
 * IDPSSODescriptor, a signing key (a KeyDescriptor used for signing, or for anything, holding a
 * certificate) and an HTTP-Redirect sign-in service.
 */
function checkMetadata(doc: string) {
  if (!/<(\w+:)?EntityDescriptor[\s>]/.test(doc))
    throw invalidRequest(
      'idp_metadata_document_string could not be parsed as an EntityDescriptor! Missing EntityDescriptor',
    )
  const sso = /<(\w+:)?IDPSSODescriptor[\s>][\s\S]*?<\/(\w+:)?IDPSSODescriptor>/.exec(doc)?.[0]
  if (!sso) throw invalidRequest('no md:IDPSSODescriptor section')
  const keys = sso.match(/<(\w+:)?KeyDescriptor[\s>][\s\S]*?<\/(\w+:)?KeyDescriptor>/g) ?? []
  const signing = keys.some(
    (k) =>
      !/^<[^>]*\buse="(?!signing")/.test(k) &&
      /<(\w+:)?X509Certificate>\s*[A-Za-z0-9+/=\s]+<\//.test(k),
  )
  if (!signing) throw invalidRequest('no signing key found in IDP metadata')
  if (!/Binding="urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-Redirect"/.test(sso))
    throw invalidRequest('zero redirect binding locations')
}

/** A SAML provider is read by the silo's viewers and the fleet's; to anyone else it is not there. */
const readsProviders = (user: Json<User>, siloId: string) =>
  fleetRole(user) !== null || (user.silo_id === siloId && siloRole(user) !== null)

const asIdentityProvider = (p: SamlProviderRecord): Json<IdentityProvider> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  provider_type: 'saml',
  time_created: p.time_created,
  time_modified: p.time_modified,
})

export const identityProviderHandlers: HandlerMap = {
  siloIdentityProviderList: ({ query, user }) => {
    const silo = siloOf(query, user)
    return paginated(
      query,
      db.samlProviders.filter((p) => p.silo_id === silo.id).map(asIdentityProvider),
    )
  },

  samlIdentityProviderCreate: ({ query, body, user }) => {
    const params = readSamlCreate(body)
    const silo = siloOf(query, user)
    if (silo.identity_mode === 'local_only')
      throw invalidRequest('cannot create SAML identity providers in ApiOnly silos')
    requireSiloAdmin(user, silo)
    const doc = metadataDocument(params.metadata)
    checkMetadata(doc)
    if (db.samlProviders.some((p) => p.silo_id === silo.id && p.name === params.name))
      throw alreadyExists('saml-identity-provider', params.name)
    const { metadata: _, signing_keypair, ...fields } = params
    const time = now()
    const record: SamlProviderRecord = {
      id: crypto.randomUUID(),
      ...fields,
      silo_id: silo.id,
      public_cert: signing_keypair?.public_cert ?? null,
      private_key: signing_keypair?.private_key ?? null,
      idp_metadata_document_string: doc,
      time_created: time,
      time_modified: time,
    }
    db.samlProviders.push(record)
    return samlProviderView(record)
  },

  /** By id alone, or by name with `?silo=` (`saml_identity_provider_lookup`). */
  samlIdentityProviderView: ({ path, query, user }) => {
    const byId = isUuid(path.provider)
    if (byId && query.silo)
      throw invalidRequest('when providing provider as an ID, silo should not be specified')
    if (!byId && !query.silo)
      throw invalidRequest('provider should either be a UUID or silo should be specified')
    const siloId = query.silo ? find.silo(query.silo, user).id : undefined
    const found = db.samlProviders.find(
      (p) =>
        (byId ? p.id === path.provider : p.name === path.provider && p.silo_id === siloId) &&
        readsProviders(user, p.silo_id),
    )
    if (!found) throw lookupNotFound('saml-identity-provider', path.provider, byId)
    return samlProviderView(found)
  },
}
