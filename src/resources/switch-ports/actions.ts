import type { SwitchPort } from '@oxide/api'
import { confirmAction } from '~/components/confirm-action'
import { clearPortSettings, SWITCH_PORT_OPS } from './queries'

/** Why a port's settings cannot be cleared: it has none. */
export const clearLocked = (port: SwitchPort) =>
  port.portSettingsId ? undefined : 'This port has no settings'

/** Take a port's settings off, after a confirmation that says what goes with them. */
export function confirmClearSettings(port: SwitchPort, settingsName: string) {
  const name = `${port.switchSlot} ${port.portName}`
  confirmAction({
    title: 'Clear port settings',
    content: `Port ${name} will lose the settings ${settingsName}: its link, addresses, routes and BGP peers are taken down, and traffic through it stops. The settings themselves are kept.`,
    confirmLabel: 'Clear settings',
    danger: true,
    run: () => clearPortSettings(port),
    touches: SWITCH_PORT_OPS,
    success: `Settings cleared from ${name}`,
  })
}
