import type { SwitchPort } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { allPortSettings, SWITCH_PORT_OPS } from '~/resources/switch-ports/queries'

/**
 * Put a port settings object on a port. The text under the picker says what changes: which
 * settings the port takes and which it gives up.
 */
export function ApplySettingsModal({
  port,
  current,
  onDismiss,
}: {
  port: SwitchPort
  /** The name of the settings the port has now, if any. */
  current: string | undefined
  onDismiss: () => void
}) {
  const denied = useFleetPermissions().cannot('switchPorts')
  const settings = useQuery(allPortSettings())
  const items = (settings.data?.items ?? []).map((s) => ({ value: s.name, label: s.name }))
  const form = useForm<{ settings: string }>({ defaultValues: { settings: '' } })
  const chosen = form.watch('settings')
  const name = `${port.switchSlot} ${port.portName}`
  const change = requestChange(
    ({ settings: portSettings }: { settings: string }) =>
      req('networkingSwitchPortApplySettings', {
        path: { port: port.portName },
        query: { rackId: port.rackId, switchSlot: port.switchSlot },
        body: { portSettings },
      }),
    SWITCH_PORT_OPS,
  )
  return (
    <ModalForm
      title="Apply port settings"
      submitLabel="Apply settings"
      form={form}
      change={change}
      submitDisabled={denied}
      success={() => `Settings ${form.getValues('settings')} applied to ${name}`}
      onDismiss={onDismiss}
    >
      <PickerField
        control={form.control}
        name="settings"
        label="Port settings"
        required
        noun={['port settings', 'port settings']}
        empty="No port settings yet"
        from={settings}
        items={items}
      />
      <p className="text-secondary" aria-live="polite">
        {chosen
          ? `Port ${name} will take the links, addresses, routes and BGP peers of ${chosen}${
              current ? `, replacing those of ${current}` : ''
            }. The switch applies them within moments.`
          : current
            ? `Port ${name} has the settings ${current} now.`
            : `Port ${name} has no settings now.`}
      </p>
    </ModalForm>
  )
}
