import { useCallback } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { useFollow } from '~/components/fields/follow'
import { IdentityFields } from '~/components/fields/name-field'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { TextFileField } from '~/components/fields/text-file-field'
import { useRouteParams } from '~/components/route-params'
import { CreateForm } from '~/components/side-modal-form'
import { IDP_OPS, siloView } from '~/resources/silos/queries'
import { choices } from '~/ui/choices'
import { sb } from '~/util/system-paths'
import {
  acsUrlFor,
  defaultIdpValues,
  type IdpValues,
  idpCreateBody,
  idpsDenied,
} from './idp-create-body'

const isUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v.trim()).protocol)
      ? undefined
      : 'Must be an http or https URL'
  } catch {
    return 'Must be a URL'
  }
}

/** A base64 DER file pasted as text: base64 characters only. */
const isBase64 = (v: string) =>
  !v.trim() || /^[A-Za-z0-9+/=\s]+$/.test(v) ? undefined : 'Must be base64 (a DER file as base64)'

/** The signing key pair: two DER files, each uploaded or pasted as base64. */
const KEY_PAIR = [
  { name: 'publicCert', label: 'Public certificate', accept: '.der,.cer,.crt' },
  { name: 'privateKey', label: 'Private key (RSA, PKCS#1)', accept: '.der,.key' },
] as const

const METADATA_SOURCES = choices({
  url: 'From a URL',
  xml: 'From an XML file',
})

/** A new SAML identity provider for a SAML silo (spec section 2: idps-new). */
export default function IdpCreate() {
  const navigate = useNavigate()
  const silo = usePrefetchedQuery(siloView(useRouteParams('silo').silo))
  const acsUrl = useCallback(
    (name: string) => acsUrlFor(window.location.origin, silo.name, name),
    [silo.name],
  )
  const form = useForm<IdpValues>({ defaultValues: { ...defaultIdpValues, acsUrl: acsUrl('') } })
  useFollow(form, 'name', 'acsUrl', acsUrl)
  const source = useWatch({ control: form.control, name: 'metadataSource' })
  const cannotAdminister = useFleetPermissions().cannotOnSilo('siloAdminister', silo.id)
  const denied = idpsDenied(silo, cannotAdminister)
  const create = requestChange(
    (v: IdpValues) =>
      req('samlIdentityProviderCreate', { query: { silo: silo.name }, body: idpCreateBody(v) }),
    IDP_OPS,
  )
  const back = sb.silo({ silo: silo.name })
  return (
    <CreateForm
      noun="identity provider"
      submitLabel="Create provider"
      form={form}
      change={create}
      denied={denied}
      onDismiss={() => navigate(back)}
    >
      <IdentityFields control={form.control} />
      <TextField
        control={form.control}
        name="acsUrl"
        label="ACS URL"
        type="url"
        required
        description={`Where the provider sends its answer: ${acsUrl('<name>')}, filled in from the name.`}
        validate={isUrl}
      />
      <TextField
        control={form.control}
        name="sloUrl"
        label="Single logout URL"
        type="url"
        required
        validate={isUrl}
      />
      <TextField control={form.control} name="idpEntityId" label="IdP entity ID" required />
      <TextField control={form.control} name="spClientId" label="SP client ID" required />
      <TextField
        control={form.control}
        name="technicalContactEmail"
        label="Technical contact email"
        type="email"
        required
        validate={(v) =>
          /^[^\s@]+@[^\s@]+$/.test(v.trim()) ? undefined : 'Must be an email address'
        }
      />
      <RadioField
        control={form.control}
        name="metadataSource"
        label="IdP metadata"
        items={METADATA_SOURCES}
      />
      {source === 'url' ? (
        <TextField
          control={form.control}
          name="metadataUrl"
          label="Metadata URL"
          type="url"
          required
          validate={isUrl}
        />
      ) : (
        <TextFileField
          control={form.control}
          name="metadataXml"
          label="Metadata XML"
          required
          accept=".xml,application/xml,text/xml"
          description="Sent to the API as base64."
        />
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Signing key pair (optional)</legend>
        <p className="text-xs text-secondary">
          To sign requests to the provider: DER files, uploaded or pasted as base64.
        </p>
        {KEY_PAIR.map((f) => (
          <TextFileField
            key={f.name}
            control={form.control}
            {...f}
            read="base64"
            validate={isBase64}
          />
        ))}
      </fieldset>
      <TextField
        control={form.control}
        name="groupAttributeName"
        label="Group attribute name"
        description="The SAML attribute that lists the user's groups."
      />
    </CreateForm>
  )
}
