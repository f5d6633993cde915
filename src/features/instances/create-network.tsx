import type { FloatingIp } from '@oxide/api'
import { useState } from 'react'
import { type UseFormReturn, useController, useWatch } from 'react-hook-form'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRows } from '~/components/fields/rows'
import { lazyComponent } from '~/components/lazy-component'
import { DefaultPoolField } from '~/resources/ip-pools/fields'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { choices } from '~/ui/choices'
import { ListTable } from '~/ui/list-table'
import { FormSection } from './create-size'
import type { InstanceCreateValues } from './instance-create-values'

/** The add-interface form loads when it opens (create-modals.tsx). */
const AddNicModal = lazyComponent(() => import('./create-modals').then((m) => m.AddNicModal))

function NicsList({
  project,
  form,
}: {
  project: string
  form: UseFormReturn<InstanceCreateValues>
}) {
  const { rows, append, remove } = useRows(form, 'nics')
  const [adding, setAdding] = useState(false)
  return (
    <>
      <ListTable
        label="Network interfaces"
        rows={rows}
        rowKey={(r) => r.key}
        empty="No network interfaces yet; the first one added is the primary"
        columns={[
          { header: 'Name', cell: ({ value: f }) => f.name, className: 'font-medium' },
          { header: 'VPC', cell: ({ value: f }) => f.vpcName },
          { header: 'Subnet', cell: ({ value: f }) => f.subnetName },
        ]}
        rowEnd={({ value: f, index }) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove network interface ${f.name}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        )}
      />
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add network interface
        </Button>
      </div>
      {adding && (
        <AddNicModal
          project={project}
          taken={rows.map((r) => r.value.name)}
          onAdd={append}
          onDismiss={() => setAdding(false)}
        />
      )}
    </>
  )
}

/** Floating IPs not attached to anything, as checkboxes. */
function FloatingIpsField({
  form,
  floatingIps,
}: {
  form: UseFormReturn<InstanceCreateValues>
  floatingIps: FloatingIp[]
}) {
  const { field } = useController({ control: form.control, name: 'floatingIps' })
  const chosen = field.value
  const free = floatingIps.filter((f) => !f.instanceId)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-medium">Floating IPs</legend>
      {free.length === 0 && (
        <p className="text-secondary">No unattached floating IPs in this project.</p>
      )}
      {free.map((f) => (
        <Checkbox
          key={f.id}
          checked={chosen.includes(f.name)}
          onChange={(on) =>
            field.onChange(on ? [...chosen, f.name] : chosen.filter((n) => n !== f.name))
          }
        >
          {f.name} <span className="font-mono text-secondary">{f.ip}</span>
        </Checkbox>
      ))}
    </fieldset>
  )
}

const NETWORK_CHOICES = choices({
  default: ['Default', "One interface in the project's default VPC and subnet"],
  none: ['None', 'No network at all'],
  custom: ['Custom', 'Choose VPCs and subnets'],
})

export function NetworkSection({
  project,
  form,
  floatingIps,
  jumboDenied,
}: {
  project: string
  form: UseFormReturn<InstanceCreateValues>
  floatingIps: FloatingIp[]
  /** Why the instance may not ask for jumbo frames: the rack's opt-in is off. */
  jumboDenied: string | undefined
}) {
  const [network, ephemeral] = useWatch({
    control: form.control,
    name: ['network', 'ephemeralIp'],
  })
  return (
    <>
      <FormSection title="Networking">
        <RadioField
          control={form.control}
          name="network"
          label="Network interfaces"
          items={NETWORK_CHOICES}
        />
        {network === 'custom' && <NicsList project={project} form={form} />}
        <CheckboxField
          control={form.control}
          name="jumboFrames"
          label="Jumbo frames"
          description={
            jumboDenied ??
            'The primary network interface carries packets of up to 8,500 bytes (its MTU).'
          }
          disabled={!!jumboDenied}
        />
      </FormSection>
      <FormSection title="External IPs">
        <CheckboxField
          control={form.control}
          name="ephemeralIp"
          label="Allocate an ephemeral IP"
          description="An address from a pool, released when the instance is deleted."
        />
        {ephemeral && <DefaultPoolField control={form.control} name="ephemeralPool" />}
        <FloatingIpsField form={form} floatingIps={floatingIps} />
      </FormSection>
    </>
  )
}
