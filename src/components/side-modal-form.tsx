import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { capitalize } from '~/api/errors'
import type { Change } from '~/api/request'
import { Message } from '~/ui/message'
import { SideModal } from '~/ui/side-modal'
import { FormActions } from './form-actions'
import { type FormShellProps, type GuardTexts, useGuardedSubmit } from './form-guard'
import { FormErrors } from './form-problems'

type SideModalFormProps<T extends FieldValues, R> = FormShellProps<T, R> & {
  /** Navigate away (the side modal is a route). Guarded while the form is dirty. */
  onDismiss: () => void
  /** Why the user cannot submit (their role): a notice says so and the submit is disabled. */
  submitDisabled?: string
  /** What leaving with the form dirty asks, when not "Discard changes?" (an upload running). */
  guard?: GuardTexts
}

/**
 * The create/edit side modal: title, fields, error list, Cancel and submit. It owns the dirty
 * guard, so a change is never lost to a stray Esc, link or Back.
 */
export function SideModalForm<T extends FieldValues, R>(props: SideModalFormProps<T, R>) {
  const { title, form, onDismiss, submitLabel = title, submitDisabled, children } = props
  const { onFormSubmit, review, reviewModal, pending, guardModal, problems, summaryRef } =
    useGuardedSubmit(
      form,
      { ...props, submitLabel, onSuccess: props.onSuccess ?? onDismiss },
      props.guard,
    )
  const formId = `form-${title.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <>
      <SideModal
        title={title}
        onRequestClose={onDismiss}
        footer={
          <FormActions
            onCancel={onDismiss}
            {...{ review, pending, submitLabel, submitDisabled, formId }}
          />
        }
      >
        <form
          id={formId}
          noValidate
          className="flex flex-1 flex-col gap-5 overflow-y-auto px-6 py-5"
          onSubmit={onFormSubmit}
        >
          {submitDisabled && <Message variant="notice" title={submitDisabled} />}
          {children}
          <FormErrors ref={summaryRef} problems={problems} />
        </form>
        {/* inside the side modal, so it is a nested dialog rather than a rival one */}
        {reviewModal}
      </SideModal>
      {guardModal}
    </>
  )
}

export type RecordProps<T extends FieldValues, R extends { name: string }> = {
  /** What the record is, as the title and the toast say it ('subnet pool'). */
  noun: string
  change: Change<T, R>
  /** Why the user's role allows no change. */
  denied: string | undefined
  /** Where to go with the record saved (its page, by its name); else as `onDismiss`. */
  onSaved?: (record: R) => void
  onDismiss: () => void
  children: ReactNode
}

type FormProps<T extends FieldValues, R extends { name: string }> = RecordProps<T, R> & {
  form: UseFormReturn<T>
  /** The submit button's words, where the title's are too many for it. */
  submitLabel?: string
}

/**
 * A record's create or edit side modal: "Create <noun>" (submit the same) or "Edit <noun>"
 * (Save changes), its fields, and the toast "<Noun> <name> created" or "updated". Written as
 * `CreateForm` or `EditForm`, or with `edit` where one form does both.
 */
export function RecordForm<T extends FieldValues, R extends { name: string }>({
  edit,
  noun,
  denied,
  onSaved,
  ...rest
}: FormProps<T, R> & { edit: boolean }) {
  return (
    <SideModalForm
      title={`${edit ? 'Edit' : 'Create'} ${noun}`}
      submitLabel={edit ? 'Save changes' : undefined}
      success={(saved) => `${capitalize(noun)} ${saved.name} ${edit ? 'updated' : 'created'}`}
      onSuccess={onSaved}
      submitDisabled={denied}
      {...rest}
    />
  )
}

export const CreateForm = <T extends FieldValues, R extends { name: string }>(
  props: FormProps<T, R>,
) => <RecordForm edit={false} {...props} />

export const EditForm = <T extends FieldValues, R extends { name: string }>(
  props: FormProps<T, R>,
) => <RecordForm edit {...props} />
