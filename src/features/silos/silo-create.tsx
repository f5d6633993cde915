import { useState } from 'react'
import { type UseFormReturn, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { NumberField } from '~/components/fields/number-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRows } from '~/components/fields/rows'
import { TextField } from '~/components/fields/text-field'
import { lazyComponent } from '~/components/lazy-component'
import { CreateForm } from '~/components/side-modal-form'
import { SILO_OPS } from '~/resources/silos/queries'
import { Button } from '~/ui/button'
import { choices } from '~/ui/choices'
import { QUOTA_UNIT, type QuotaField, quotaLimitText, quotaMax } from '~/util/quotas'
import { ROLE_LABEL } from '~/util/roles'
import { sb } from '~/util/system-paths'
import { defaultSiloValues, SILO_ROLES, type SiloValues, siloCreateBody } from './silo-create-body'

/** The certificate's form and the added ones' table load when the first is asked for. */
const AddCertificateModal = lazyComponent(() =>
  import('./silo-certificates').then((m) => m.AddCertificateModal),
)
const CertificateTable = lazyComponent(() =>
  import('./silo-certificates').then((m) => m.CertificateTable),
)

function CertificatesSection({ form }: { form: UseFormReturn<SiloValues> }) {
  const { rows, append, remove } = useRows(form, 'tlsCertificates')
  const [adding, setAdding] = useState(false)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">TLS certificates</legend>
      <p className="text-xs text-secondary">For the silo&apos;s console and API endpoint.</p>
      {rows.length > 0 && <CertificateTable rows={rows} remove={remove} />}
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
    <CreateForm
      noun="silo"
      form={form}
      change={create}
      denied={cannot('siloCreate')}
      onSaved={(silo) => navigate(sb.silo({ silo: silo.name }))}
      onDismiss={() => navigate(sb.silos())}
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
    </CreateForm>
  )
}
