import { type ReactNode, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useBlocker } from 'react-router'
import { Button } from '~/ui/button'
import { Modal, ModalText } from '~/ui/modal'

/** What every form shell (side modal, modal, full page) takes. */
export type FormShellProps<T extends FieldValues, R> = {
  title: string
  form: UseFormReturn<T>
  /** Called with valid values; return the mutation's promise (`mutateAsync`). */
  onSubmit: (values: T) => Promise<R>
  /** After the server accepted it: toast, then close or navigate. */
  onSuccess: (result: R) => void
  submitLabel: string
  /** The mutation's error, shown inside the form, which keeps what the user typed. */
  submitError: Error | null
  children: ReactNode
}

/**
 * Submit a form through a mutation: valid values go to `onSubmit` (return `mutateAsync`'s
 * promise); on success `onSuccess` runs; on failure nothing is reset, so the form keeps what
 * the user typed and the caller shows the mutation's error.
 */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  onSubmit: (values: T) => Promise<R>,
  onSuccess: (result: R) => void,
) {
  const [pending, setPending] = useState(false)
  const submit = form.handleSubmit(async (values) => {
    setPending(true)
    let result: R
    try {
      result = await onSubmit(values)
    } catch {
      // the mutation holds the error and the form shows it
      setPending(false)
      return
    }
    setPending(false)
    onSuccess(result)
  })
  return { submit, pending }
}

/**
 * `useFormSubmit` with a dirty guard, for forms that are routes. Leaving with unsaved input
 * (close button, Esc, a link, Back) asks first; after a successful submit the guard steps aside
 * before `onSuccess` navigates.
 */
export function useGuardedSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  onSubmit: (values: T) => Promise<R>,
  onSuccess: (result: R) => void,
) {
  const done = useRef(false)
  const dirty = form.formState.isDirty
  // read at navigation time: `onSuccess` navigates before the next render
  const guardModal = useDiscardGuard(() => dirty && !done.current)
  const { submit, pending } = useFormSubmit(form, onSubmit, (result) => {
    done.current = true
    onSuccess(result)
  })
  return { submit, pending, guardModal }
}

/**
 * While `block()` holds, leaving for another path (a link, Back, a close button) asks "Discard
 * changes?" first. Returns the modal to render. A router allows one blocker at a time, so a
 * page has one guard: a route form's, or the one `FormSections` keeps for its section forms.
 */
export function useDiscardGuard(block: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      block() && currentLocation.pathname !== nextLocation.pathname,
  )
  return blocker.state === 'blocked' ? (
    <Modal
      open
      width="narrow"
      title="Discard changes?"
      onClose={() => blocker.reset()}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset()}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            Discard
          </Button>
        </>
      }
    >
      <ModalText>This form has changes that have not been saved.</ModalText>
    </Modal>
  ) : null
}
