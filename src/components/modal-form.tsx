import type { FieldValues } from 'react-hook-form'
import { Button } from '~/ui/button'
import { Modal, type ModalWidth } from '~/ui/modal'
import { FormErrors, formProblems } from './form-errors'
import { type FormShellProps, useFormSubmit } from './form-guard'

type ModalFormProps<T extends FieldValues, R> = FormShellProps<T, R> & {
  onDismiss: () => void
  width?: ModalWidth
  /** Why submitting is not possible right now; the submit button says so in a tooltip. */
  submitDisabled?: string
}

/**
 * A small form in a modal, for an action on something already on screen (resize an instance,
 * attach a disk). Creating and editing resources use side modals, which are routes; these are
 * not, so closing needs no navigation and the page behind keeps its state.
 */
export function ModalForm<T extends FieldValues, R>(props: ModalFormProps<T, R>) {
  const { title, form, onDismiss, submitLabel, width = 'medium', submitDisabled, children } = props
  const { submit, review, reviewModal, pending, formError, summaryRef } = useFormSubmit(form, props)
  const problems = formProblems(
    form.formState.submitCount > 0 ? form.formState.errors : {},
    formError,
  )
  const formId = `modal-form-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Modal
      open
      onClose={onDismiss}
      title={title}
      width={width}
      dismissable={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={pending}>
            Cancel
          </Button>
          {review && (
            <Button variant="secondary" onClick={review} disabled={pending}>
              Review
            </Button>
          )}
          <Button
            type="submit"
            form={formId}
            loading={pending}
            disabled={!!submitDisabled}
            disabledReason={submitDisabled}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        // the modal is portalled, but React still bubbles its submit to a form around the opener
        onSubmit={(e) => {
          e.stopPropagation()
          if (!submitDisabled) return submit(e)
          e.preventDefault()
        }}
        className="flex flex-col gap-4"
      >
        {children}
        <FormErrors ref={summaryRef} problems={problems} />
      </form>
      {reviewModal}
    </Modal>
  )
}
