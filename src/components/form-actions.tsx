import { Button } from '~/ui/button'

/**
 * The actions of the side modal, modal and full-page form shells, in one order: Cancel, Review
 * (when the form makes a change), then submit, which says in a tooltip why it is disabled.
 */
export function FormActions({
  onCancel,
  cancelDisabled,
  review,
  pending,
  submitLabel,
  submitDisabled,
  formId,
}: {
  onCancel: () => void
  /** A modal cannot close while its request runs; a route's form can always be left. */
  cancelDisabled?: boolean
  review?: () => void
  pending: boolean
  submitLabel: string
  submitDisabled?: string
  /** When the actions sit outside the form element (a modal's footer). */
  formId?: string
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      {review && (
        <Button variant="secondary" onClick={review} disabled={pending}>
          Review
        </Button>
      )}
      <Button type="submit" form={formId} loading={pending} disabledReason={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  )
}
