import type { FieldValues } from 'react-hook-form'
import { Modal, type ModalWidth } from '~/ui/modal'
import { FormActions } from './form-actions'
import { type FormShellProps, useFormSubmit } from './form-guard'
import { FormErrors } from './form-problems'

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
  const {
    title,
    form,
    onDismiss,
    submitLabel = title,
    width = 'medium',
    submitDisabled,
    children,
  } = props
  const { onFormSubmit, review, reviewModal, pending, problems, summaryRef } = useFormSubmit(form, {
    ...props,
    submitLabel,
    onSuccess: props.onSuccess ?? onDismiss,
  })
  const formId = `modal-form-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <Modal
      open
      onClose={onDismiss}
      title={title}
      width={width}
      dismissable={!pending}
      footer={
        <FormActions
          onCancel={onDismiss}
          cancelDisabled={pending}
          {...{ review, pending, submitLabel, submitDisabled, formId }}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onFormSubmit} className="flex flex-col gap-4">
        {children}
        <FormErrors ref={summaryRef} problems={problems} />
      </form>
      {reviewModal}
    </Modal>
  )
}
