import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useBlocker } from 'react-router'
import { isApiError } from '~/api/errors'
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
  children: ReactNode
}

/**
 * The field a server error is about, when the form has it: a taken name is the Name field's;
 * `unsupported value for "size"` is the size field's. Otherwise the error is the form's.
 */
export function serverErrorField(error: unknown, fields: string[]): string | undefined {
  if (!isApiError(error)) return undefined
  const label =
    error.errorCode === 'ObjectAlreadyExists'
      ? 'name'
      : (/^unsupported value for "([^"]+)"/i.exec(error.message)?.[1] ??
        /^unable to parse JSON body: (\w+):/i.exec(error.message)?.[1])
  const field = label?.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())
  return field && fields.includes(field) ? field : undefined
}

/**
 * Submit a form through a mutation: valid values go to `onSubmit` (return `mutateAsync`'s
 * promise); on success `onSuccess` runs. On failure nothing is reset, so the form keeps what
 * the user typed, and the error goes where the user will see it (issue 10): onto the field it
 * names, which takes focus and clears when that field changes, or into the form's error
 * summary (`formError`), which takes focus, scrolls into view, and clears on the next submit.
 */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  onSubmit: (values: T) => Promise<R>,
  onSuccess: (result: R) => void,
) {
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState<Error | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const [failures, setFailures] = useState(0)
  useEffect(() => {
    if (failures === 0) return
    summaryRef.current?.focus({ preventScroll: true })
    summaryRef.current?.scrollIntoView({ block: 'center' })
  }, [failures])

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      setPending(true)
      let result: R
      try {
        result = await onSubmit(values)
      } catch (e) {
        setPending(false)
        const error = e instanceof Error ? e : new Error(String(e))
        const field = serverErrorField(e, Object.keys(values))
        if (field)
          form.setError(
            field as Path<T>,
            { type: 'server', message: error.message },
            {
              shouldFocus: true,
            },
          )
        else {
          setFormError(error)
          setFailures((n) => n + 1)
        }
        return
      }
      setPending(false)
      onSuccess(result)
    },
    // the fields' own rules failed: react-hook-form focuses the first; a server error is stale
    () => setFormError(null),
  )
  return { submit, pending, formError, summaryRef: summaryRef as RefObject<HTMLDivElement> }
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
  const { submit, ...state } = useFormSubmit(form, onSubmit, (result) => {
    done.current = true
    onSuccess(result)
  })
  return { submit, ...state, guardModal }
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
