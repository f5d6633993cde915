import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { SideModalForm } from '~/components/side-modal-form'
import { CommentField } from '~/resources/support-bundles/fields'
import { SUPPORT_BUNDLE_OPS } from '~/resources/support-bundles/queries'
import { bundleLabel } from '~/util/bundle-states'
import { sb } from '~/util/system-paths'

type Values = { userComment: string }

/** system/support-bundles-new: collect a bundle, saying why. */
export default function SupportBundleCreate() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('supportBundles')
  const form = useForm<Values>({ defaultValues: { userComment: '' } })
  const change = requestChange(
    (v: Values) =>
      req('supportBundleCreate', { body: { userComment: v.userComment.trim() || null } }),
    SUPPORT_BUNDLE_OPS,
  )
  return (
    <SideModalForm
      title="New support bundle"
      submitLabel="Collect bundle"
      form={form}
      change={change}
      submitDisabled={denied}
      success={(bundle) => `Collecting support bundle ${bundleLabel(bundle.id)}`}
      onSuccess={(bundle) => navigate(sb.supportBundle({ bundleId: bundle.id }))}
      onDismiss={() => navigate(sb.supportBundles())}
    >
      <p className="text-sm text-secondary">
        The rack gathers logs and the state of its sleds and services into one bundle. This takes a
        while; the bundle is ready to download once it is active.
      </p>
      <CommentField
        control={form.control}
        description="Why the bundle is collected (a support case, what went wrong and when). Kept as the bundle's comment."
      />
    </SideModalForm>
  )
}
