import { useForm } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { PageHeader } from '~/components/page-header'
import { FormSections, SectionForm } from '~/components/section-form'
import {
  NETWORKING_SETTINGS_OPS,
  networkingSettingsView,
} from '~/resources/networking-settings/queries'

type Values = { jumbo: boolean }

/** system/networking/settings: the fleet-wide networking settings, the jumbo-frames opt-in. */
export default function NetworkingSettingsPage() {
  const settings = usePrefetchedQuery(networkingSettingsView)
  const denied = useFleetPermissions().cannot('rackNetworking')
  const form = useForm<Values>({
    defaultValues: { jumbo: settings.externalJumboFramesOptInEnabled },
  })
  const save = requestChange(
    (v: Values) =>
      req('systemNetworkingSettingsUpdate', {
        body: { externalJumboFramesOptInEnabled: v.jumbo },
      }),
    NETWORKING_SETTINGS_OPS,
  )
  return (
    <>
      <PageHeader title="Networking settings">
        Settings of the rack’s networking that apply to every silo.
      </PageHeader>
      <FormSections>
        <SectionForm
          title="Jumbo frames"
          description="When on, an instance may opt in to jumbo frames: its primary network interface then carries packets of up to 8,500 bytes (its MTU). When off, the server refuses the opt-in, and instances that opted in use the default MTU."
          submitLabel="Save networking settings"
          form={form}
          change={save}
          success={() => 'Networking settings saved'}
          submitDisabled={denied}
        >
          <CheckboxField
            control={form.control}
            name="jumbo"
            label="Let instances use jumbo frames"
          />
        </SectionForm>
      </FormSections>
    </>
  )
}
