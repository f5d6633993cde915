import type { SupportBundleInfo } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import { CommentField } from '~/resources/support-bundles/fields'
import { SUPPORT_BUNDLE_OPS } from '~/resources/support-bundles/queries'

type Values = { userComment: string }

/** Change a bundle's comment (the reason it was collected); empty clears it. */
export function CommentModal({
  bundle,
  onDismiss,
}: {
  bundle: SupportBundleInfo
  onDismiss: () => void
}) {
  const denied = useFleetPermissions().cannot('supportBundles')
  const form = useForm<Values>({ defaultValues: { userComment: bundle.userComment ?? '' } })
  const change = requestChange(
    (v: Values) =>
      req('supportBundleUpdate', {
        path: { bundleId: bundle.id },
        body: { userComment: v.userComment.trim() || null },
      }),
    SUPPORT_BUNDLE_OPS,
  )
  return (
    <ModalForm
      title="Edit reason"
      submitLabel="Save reason"
      form={form}
      change={change}
      submitDisabled={denied}
      success={() => 'Reason saved'}
      onDismiss={onDismiss}
    >
      <CommentField
        control={form.control}
        description="Kept as the bundle's comment; leave it empty to clear it."
      />
    </ModalForm>
  )
}
