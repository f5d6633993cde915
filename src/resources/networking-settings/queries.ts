import type { SystemNetworkingSettings } from '@oxide/api'
import type { Touches } from '~/api/change'
import { maybeQ, q, Unavailable } from '~/api/query'

/**
 * The fleet-wide networking settings (system/networking/settings): its one setting is the
 * jumbo-frames opt-in that instances depend on. A fleet viewer reads them, the fleet's admins
 * change them (Read, Modify on the fleet: `rackNetworking` in util/fleet-roles.ts).
 */
export const networkingSettingsView = q('systemNetworkingSettingsView', {})

/**
 * The same read for the instance form, which any project collaborator opens: the server
 * refuses it (403) to a user without a fleet role, which is no failure of the form.
 */
export const maybeNetworkingSettings = maybeQ('systemNetworkingSettingsView', {}, [403])

export const NETWORKING_SETTINGS_OPS = ['systemNetworkingSettingsView'] as const satisfies Touches

export const JUMBO_FRAMES_OFF =
  'Jumbo frames are off for the rack: an operator turns them on in System → Networking settings'

/**
 * Why an instance may not ask for jumbo frames, or undefined when it may. A user who may not
 * read the fleet setting (no fleet role: the mock's authz, as the server's, asks for a fleet
 * viewer) is not blocked: the opt-in is a fleet admin's business, most instance creators have
 * no fleet role, and the server's own refusal names the reason if the opt-in is off.
 */
export function jumboFramesDenied(
  settings: SystemNetworkingSettings | Unavailable | undefined,
): string | undefined {
  if (!settings || settings instanceof Unavailable) return undefined
  return settings.externalJumboFramesOptInEnabled ? undefined : JUMBO_FRAMES_OFF
}
