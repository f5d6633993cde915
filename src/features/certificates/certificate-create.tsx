import type { ServiceUsingCertificate } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { SideModalForm } from '~/components/side-modal-form'
import { PemFields } from '~/resources/certificates/fields'
import { CERTIFICATE_OPS } from '~/resources/certificates/queries'
import { sb } from '~/util/system-paths'

type Values = {
  name: string
  description: string
  service: ServiceUsingCertificate
  /** Named as the server's errors name it, so its refusal lands on this field. */
  certificate: string
  key: string
}

const services = [{ value: 'external_api' as const, label: 'External API' }]

/** system/certificates-new: a certificate for the signed-in user's silo. */
export default function CertificateCreate() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().certificates
  const form = useForm<Values>({
    defaultValues: { name: '', description: '', service: 'external_api', certificate: '', key: '' },
  })
  const change = requestChange(
    (v: Values) =>
      req('certificateCreate', {
        body: {
          name: v.name,
          description: v.description,
          service: v.service,
          cert: v.certificate,
          key: v.key,
        },
      }),
    CERTIFICATE_OPS,
  )
  const close = () => navigate(sb.certificates())
  return (
    <SideModalForm
      title="New certificate"
      submitLabel="Add certificate"
      form={form}
      change={change}
      submitDisabled={denied}
      success={(cert) => `Certificate ${cert.name} added`}
      onSuccess={(cert) => navigate(sb.certificate({ certificate: cert.name }))}
      onDismiss={close}
    >
      <IdentityFields control={form.control} />
      <ListboxField
        control={form.control}
        name="service"
        label="Service"
        required
        items={services}
        description="What serves it: the silo's console and API."
      />
      <PemFields control={form.control} chain="certificate" privateKey="key" />
    </SideModalForm>
  )
}
