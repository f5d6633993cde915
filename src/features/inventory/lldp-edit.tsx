import type { LldpLinkConfig, SwitchPort } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { TextField } from '~/components/fields/text-field'
import { ModalForm } from '~/components/modal-form'
import { LLDP_OPS } from '~/resources/switch-ports/queries'
import { validateIp } from '~/util/ip'

type Values = {
  enabled: boolean
  systemName: string
  systemDescription: string
  chassisId: string
  linkName: string
  linkDescription: string
  managementIp: string
}

const TEXTS = [
  ['systemName', 'System name'],
  ['systemDescription', 'System description'],
  ['chassisId', 'Chassis ID'],
  ['linkName', 'Link name'],
  ['linkDescription', 'Link description'],
] as const

/** An empty field sends null: the API replaces every field of the config. */
const orNull = (s: string) => (s.trim() === '' ? null : s.trim())

/**
 * What the port advertises over LLDP. The config is a leaf of the port settings, so the change
 * reaches every port those settings are applied to; the form says so before it is sent.
 */
export function LldpEditModal({
  port,
  config,
  settingsName,
  onDismiss,
}: {
  port: SwitchPort
  config: LldpLinkConfig
  settingsName: string
  onDismiss: () => void
}) {
  const denied = useFleetPermissions().cannot('switchPorts')
  const form = useForm<Values>({
    defaultValues: {
      enabled: config.enabled,
      systemName: config.systemName ?? '',
      systemDescription: config.systemDescription ?? '',
      chassisId: config.chassisId ?? '',
      linkName: config.linkName ?? '',
      linkDescription: config.linkDescription ?? '',
      managementIp: config.managementIp ?? '',
    },
  })
  const name = `${port.switchSlot} ${port.portName}`
  const change = requestChange(
    (v: Values) =>
      req('networkingSwitchPortLldpConfigUpdate', {
        path: { port: port.portName },
        query: { rackId: port.rackId, switchSlot: port.switchSlot },
        body: {
          id: config.id,
          enabled: v.enabled,
          systemName: orNull(v.systemName),
          systemDescription: orNull(v.systemDescription),
          chassisId: orNull(v.chassisId),
          linkName: orNull(v.linkName),
          linkDescription: orNull(v.linkDescription),
          managementIp: orNull(v.managementIp),
        },
      }),
    LLDP_OPS,
  )
  return (
    <ModalForm
      title="Edit LLDP configuration"
      submitLabel="Save LLDP"
      form={form}
      change={change}
      submitDisabled={denied}
      success={() => `LLDP configuration of ${name} saved`}
      onDismiss={onDismiss}
    >
      <p className="text-secondary">
        This configuration belongs to the port settings{' '}
        <strong className="font-mono text-default">{settingsName}</strong>: saving changes what
        every port with those settings advertises to its neighbors, not only {name}.
      </p>
      <CheckboxField control={form.control} name="enabled" label="Send LLDP advertisements" />
      {TEXTS.map(([field, label]) => (
        <TextField key={field} control={form.control} name={field} label={label} />
      ))}
      <TextField
        control={form.control}
        name="managementIp"
        label="Management IP"
        validate={(v) => (v.trim() === '' ? undefined : validateIp(v.trim()))}
      />
    </ModalForm>
  )
}
