import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Message } from '~/ui/message'
import { FormActions } from './form-actions'
import { type FormShellProps, useGuardedSubmit } from './form-guard'
import { FormErrors } from './form-problems'
import { PageHeader } from './page-header'

type FullPageFormProps<T extends FieldValues, R> = FormShellProps<T, R> & {
  icon?: ReactNode
  onCancel: () => void
  /** Why the user cannot submit (their role): a notice says so and the submit is disabled. */
  submitDisabled?: string
}

/**
 * A create form that needs a whole page (e.g. a new instance): the same contract as the side
 * modal form, with the actions in a bar that stays at the bottom of the viewport.
 */
export function FullPageForm<T extends FieldValues, R>(props: FullPageFormProps<T, R>) {
  const { title, icon, form, onCancel, submitLabel = title, submitDisabled, children } = props
  const { onFormSubmit, review, reviewModal, pending, guardModal, problems, summaryRef } =
    useGuardedSubmit(form, { ...props, submitLabel, onSuccess: props.onSuccess ?? onCancel })
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <form noValidate onSubmit={onFormSubmit} className="flex max-w-3xl flex-col gap-6 pb-24">
        {submitDisabled && <Message variant="notice" title={submitDisabled} />}
        {children}
        <FormErrors ref={summaryRef} problems={problems} />
        <div className="sticky bottom-0 -mx-2 flex justify-end gap-2 border-t border-line bg-page px-2 py-3">
          <FormActions {...{ onCancel, review, pending, submitLabel, submitDisabled }} />
        </div>
      </form>
      {reviewModal}
      {guardModal}
    </>
  )
}
