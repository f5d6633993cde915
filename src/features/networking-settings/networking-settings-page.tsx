import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req } from '~/api/request'
import { CheckboxSectionForm } from '~/components/checkbox-section-form'
import { PageHeader } from '~/components/page-header'
import { FormSections } from '~/components/section-form'
import {
  NETWORKING_SETTINGS_OPS,
  networkingSettingsView,
} from '~/resources/networking-settings/queries'

/** system/networking/settings: the fleet-wide networking settings, the jumbo-frames opt-in. */
export default function NetworkingSettingsPage() {
  const settings = usePrefetchedQuery(networkingSettingsView)
  const denied = useFleetPermissions().cannot('rackNetworking')
  return (
    <>
      <PageHeader title="Networking settings">
        Settings of the rack’s networking that apply to every silo.
      </PageHeader>
      <FormSections>
        <CheckboxSectionForm
          title="Jumbo frames"
          description="When on, an instance may opt in to jumbo frames: its primary network interface then carries packets of up to 8,500 bytes (its MTU). When off, the server refuses the opt-in, and instances that opted in use the default MTU."
          submitLabel="Save networking settings"
          success={() => 'Networking settings saved'}
          submitDisabled={denied}
          value={settings.externalJumboFramesOptInEnabled}
          request={(on) =>
            req('systemNetworkingSettingsUpdate', { body: { externalJumboFramesOptInEnabled: on } })
          }
          touches={NETWORKING_SETTINGS_OPS}
          label="Let instances use jumbo frames"
        />
      </FormSections>
    </>
  )
}
