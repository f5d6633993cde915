import { useState } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { ListboxField } from '~/components/fields/listbox-field'
import { DescriptionField, IdentityFields, NameField } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRows } from '~/components/fields/rows'
import { TextField } from '~/components/fields/text-field'
import { TextFileField } from '~/components/fields/text-file-field'
import { ModalForm } from '~/components/modal-form'
import { SideModalForm } from '~/components/side-modal-form'
import { SILO_OPS } from '~/resources/silos/queries'
import { Button } from '~/ui/button'
import { choices } from '~/ui/choices'
import { ListTable } from '~/ui/list-table'
import { QUOTA_UNIT, type QuotaField, quotaLimitText, quotaMax } from '~/util/quotas'
import { ROLE_LABEL } from '~/util/roles'
import { sb } from '~/util/system-paths'
import {
  type CertificateValues,
  defaultSiloValues,
  SILO_ROLES,
  type SiloValues,
  siloCreateBody,
} from './silo-create-body'

const PEM_CERT = /-----BEGIN CERTIFICATE-----/
const PEM_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----/

/** One TLS certificate for the new silo's endpoint; nothing is sent until the silo form is. */
function AddCertificateModal({
  taken,
  onAdd,
  onDismiss,
}: {
  taken: string[]
  onAdd: (c: CertificateValues) => void
  onDismiss: () => void
}) {
  const form = useForm<CertificateValues>({
    defaultValues: { name: '', description: '', cert: '', key: '' },
  })
  return (
    <ModalForm
      title="Add TLS certificate"
      submitLabel="Add certificate"
      width="free"
      form={form}
      onSubmit={async (v) => v}
      onSuccess={(v) => {
        onAdd(v)
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <NameField
        control={form.control}
        name="name"
        taken={(v) =>
          taken.includes(v) ? 'A certificate of this name is already added' : undefined
        }
      />
      <DescriptionField control={form.control} name="description" />
      <TextFileField
        control={form.control}
        name="cert"
        label="Certificate (PEM)"
        required
        accept=".pem,.crt,.cer"
        description="The certificate chain for the silo's DNS name, pasted or from a file."
        validate={(v) => (PEM_CERT.test(v) ? undefined : 'Must be a PEM certificate')}
      />
      <TextFileField
        control={form.control}
        name="key"
        label="Private key (PEM)"
        required
        accept=".pem,.key"
        validate={(v) => (PEM_KEY.test(v) ? undefined : 'Must be a PEM private key')}
      />
    </ModalForm>
  )
}

function CertificatesSection({ form }: { form: UseFormReturn<SiloValues> }) {
  const { rows, append, remove } = useRows(form, 'tlsCertificates')
  const [adding, setAdding] = useState(false)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">TLS certificates</legend>
      <p className="text-xs text-secondary">For the silo&apos;s console and API endpoint.</p>
      {rows.length > 0 && (
        <ListTable
          label="TLS certificates"
          rows={rows}
          rowKey={(r) => r.key}
          empty={null}
          columns={[{ header: 'Name', cell: ({ value: f }) => f.name, className: 'font-medium' }]}
          rowEnd={({ value: f, index }) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove certificate ${f.name}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          )}
        />
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add TLS certificate
        </Button>
      </div>
      {adding && (
        <AddCertificateModal
          taken={rows.map((r) => r.value.name)}
          onAdd={append}
          onDismiss={() => setAdding(false)}
        />
      )}
    </fieldset>
  )
}

const FLEET_ROLE_ITEMS = choices({
  none: 'None',
  viewer: 'Fleet viewer',
  collaborator: 'Fleet collaborator',
  admin: 'Fleet admin',
})

const IDENTITY_MODES = choices({
  local_only: ['Local only', 'Users and passwords kept by the rack'],
  saml_jit: ['SAML JIT', 'Users come from a SAML identity provider as they sign in'],
})

export default function SiloCreate() {
  const navigate = useNavigate()
  const { cannot } = useFleetPermissions()
  const form = useForm<SiloValues>({ defaultValues: defaultSiloValues })
  const cannotMap = cannot('mapFleetRoles')
  const create = requestChange(
    (v: SiloValues) => req('siloCreate', { body: siloCreateBody(v) }),
    SILO_OPS,
  )
  const quota = (name: QuotaField, label: string) => (
    <NumberField
      control={form.control}
      name={name}
      label={label}
      min={0}
      max={quotaMax(name)}
      unit={QUOTA_UNIT[name]}
      description={quotaLimitText(name)}
      required
    />
  )
  return (
    <SideModalForm
      title="Create silo"
      form={form}
      change={create}
      success={(silo) => `Silo ${silo.name} created`}
      onSuccess={(silo) => navigate(sb.silo({ silo: silo.name }))}
      onDismiss={() => navigate(sb.silos())}
      submitDisabled={cannot('siloCreate')}
    >
      <IdentityFields control={form.control} />
      <CheckboxField
        control={form.control}
        name="discoverable"
        label="Discoverable"
        description="Listed among the fleet's silos; otherwise found only by name or ID."
      />
      <RadioField
        control={form.control}
        name="identityMode"
        label="Identity mode"
        items={IDENTITY_MODES}
      />
      <TextField
        control={form.control}
        name="adminGroupName"
        label="Admin group name"
        description="This group is made with the silo and given its admin role."
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Quotas</legend>
        {quota('cpus', 'CPUs')}
        {quota('memoryGiB', 'Memory')}
        {quota('storageGiB', 'Storage')}
      </fieldset>
      <CertificatesSection form={form} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Fleet roles</legend>
        <p className="text-xs text-secondary">
          {cannotMap ?? 'The fleet role each silo role carries with it, if any.'}
        </p>
        {SILO_ROLES.map((role) => (
          <ListboxField
            key={role}
            control={form.control}
            name={`fleetRoles.${role}`}
            label={`Silo ${ROLE_LABEL[role]}`}
            items={FLEET_ROLE_ITEMS}
            disabled={!!cannotMap}
          />
        ))}
      </fieldset>
    </SideModalForm>
  )
}
