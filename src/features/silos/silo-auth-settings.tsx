import type { SiloAuthSettings as Settings, Silo } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { meQuery } from '~/api/current-user'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { NumberField } from '~/components/fields/number-field'
import { FormSections, Section, SectionForm } from '~/components/section-form'
import { AUTH_SETTINGS_OPS, authSettingsView } from '~/resources/silos/queries'
import { Spinner } from '~/ui/spinner'

const TITLE = 'Authentication settings'

/** A nonzero u32, as the server reads it. */
const MAX_TTL = 2 ** 32 - 1

type Values = { ttl: number | string | null }

/**
 * A silo's authentication settings: how long a device token (the CLI's sign-in) confirmed in
 * the silo may live. The API reads and changes those of the signed-in user's own silo only
 * (`/v1/auth-settings` takes no silo), so another silo's page says so instead. Changing them
 * is the silo's `modify`: its admins and the fleet's collaborators.
 */
export function SiloAuthSettings({ silo }: { silo: Silo }) {
  const me = useQuery(meQuery).data
  const own = me?.siloId === silo.id
  const settings = useQuery({ ...authSettingsView, enabled: own })
  const denied = useFleetPermissions().cannotOnSilo('siloModify', silo.id)
  if (!me) return null
  if (!own)
    return (
      <Section title={TITLE}>
        <p className="text-secondary">
          The API reads and changes the authentication settings of your own silo only: those of{' '}
          {silo.name} are seen by its own users.
        </p>
      </Section>
    )
  if (settings.error)
    return (
      <Section title={TITLE}>
        <p className="text-danger-fg">{errorMessage(settings.error)}</p>
      </Section>
    )
  if (!settings.data) return <Spinner label="Loading authentication settings" />
  return (
    <FormSections>
      <AuthSettingsForm settings={settings.data} denied={denied} />
    </FormSections>
  )
}

function AuthSettingsForm({ settings, denied }: { settings: Settings; denied?: string }) {
  const form = useForm<Values>({ defaultValues: { ttl: settings.deviceTokenMaxTtlSeconds } })
  const save = requestChange(
    ({ ttl }: Values) =>
      req('authSettingsUpdate', {
        body: { deviceTokenMaxTtlSeconds: typeof ttl === 'number' ? ttl : null },
      }),
    AUTH_SETTINGS_OPS,
  )
  return (
    <SectionForm
      title={TITLE}
      description="How long a device token (the CLI’s sign-in) confirmed in this silo may live."
      submitLabel="Save settings"
      form={form}
      change={save}
      submitDisabled={denied}
      success={() => 'Authentication settings saved'}
    >
      <NumberField
        control={form.control}
        name="ttl"
        label="Device token maximum lifetime"
        unit="seconds"
        min={1}
        max={MAX_TTL}
        description="Empty: no maximum; a token lives as long as its request asks. A day is 86400 seconds."
      />
    </SectionForm>
  )
}
