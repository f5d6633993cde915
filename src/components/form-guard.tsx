import {
  type BaseSyntheticEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useBlocker } from 'react-router'
import { isApiError } from '~/api/errors'
import type { Change, Planned } from '~/api/request'
import { InvalidValues } from '~/api/request'
import { toast } from '~/ui/toast'
import { formProblems } from './form-problems'
import { lazyComponent } from './lazy-component'
import { FormReview } from './lazy-form-review'

/** The guard's question loads when it is first asked: most forms are never left unsaved. */
const DiscardModal = lazyComponent(() => import('./discard-modal').then((m) => m.DiscardModal))

type Submission<T extends FieldValues, R> =
  | {
      /**
       * The request(s) the values make (`requestChange`): sent on submit, and shown by the
       * shell's Review button before anything is sent.
       */
      change: Change<T, R>
      onSubmit?: never
    }
  | {
      /** For a form that sends nothing itself (it hands its values to its opener). */
      onSubmit: (values: T) => Promise<R>
      change?: never
    }

/** What every form shell (side modal, modal, full page, section) takes. */
export type FormShellProps<T extends FieldValues, R> = Submission<T, R> & {
  title: string
  form: UseFormReturn<T>
  /** After the server accepted it: the success toast's title. */
  success?: (result: R) => string
  /**
   * Then: where to go (the new record's page). Without it, a modal or side modal closes as its
   * `onDismiss` does, a full-page form as its `onCancel` does.
   */
  onSuccess?: (result: R) => void
  /** The submit button's text: the title's ("Create VPC") unless it says more or less. */
  submitLabel?: string
  children: ReactNode
  /** The field a server error is about, where `serverErrorField`'s rules cannot tell. */
  errorField?: (message: string) => string | undefined
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

/** What `useFormSubmit` needs of a shell's props. */
export type SubmitOptions<T extends FieldValues, R> = Submission<T, R> & {
  success?: (result: R) => string
  onSuccess: (result: R) => void
  submitLabel: string
  /** Why the user cannot submit: the review's submit says so too. */
  submitDisabled?: string
  errorField?: (message: string) => string | undefined
}

/**
 * Submit a form: valid values make the change's requests, which are sent (or go to `onSubmit`);
 * on success the `success` toast shows and `onSuccess` runs. On failure nothing is reset, so
 * the form keeps what the user typed, and the error goes where the user will see it (issue 10):
 * onto the field it names, which takes focus and clears when that field changes, or into the
 * form's error summary (`formError`), which takes focus, scrolls into view, and clears on the
 * next submit.
 *
 * With a `change`, `review` runs the same validation as submit and, when it passes, opens
 * `reviewModal` on the requests the values make (issue 11). Submitting from there sends those
 * very requests, so even a generated name is the one that was reviewed.
 */
export function useFormSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  {
    change,
    onSubmit,
    success,
    onSuccess,
    submitLabel,
    submitDisabled,
    errorField,
  }: SubmitOptions<T, R>,
) {
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState<Error | null>(null)
  const [reviewing, setReviewing] = useState<Planned<R> | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const invalidField = useRef<Path<T> | null>(null)
  const [failures, setFailures] = useState(0)
  useEffect(() => {
    if (failures === 0) return
    summaryRef.current?.focus({ preventScroll: true })
    summaryRef.current?.scrollIntoView({ block: 'center' })
  }, [failures])

  /** The change's plan for these values, or undefined after marking why there is none. */
  const plan = (values: T): Planned<R> | undefined => {
    if (!change) return undefined
    try {
      return change(values)
    } catch (e) {
      if (!(e instanceof InvalidValues)) throw e
      invalidField.current = e.field as Path<T>
      form.setError(invalidField.current, { type: 'validate', message: e.message })
      setFailures((n) => n + 1)
      return undefined
    }
  }

  const sendValues = async (values: T, planned: Planned<R> | undefined) => {
    setFormError(null)
    setPending(true)
    let result: R
    try {
      if (planned) result = await planned.send()
      else if (onSubmit) result = await onSubmit(values)
      else throw new Error('the form has neither a change nor onSubmit')
    } catch (e) {
      setPending(false)
      const error = e instanceof Error ? e : new Error(String(e))
      const field =
        serverErrorField(e, Object.keys(values)) ??
        (isApiError(e) ? errorField?.(error.message) : undefined)
      if (field)
        form.setError(
          field as Path<T>,
          { type: 'server', message: error.message },
          { shouldFocus: true },
        )
      else {
        setFormError(error)
        setFailures((n) => n + 1)
      }
      return
    }
    setPending(false)
    if (success) toast.success({ title: success(result) })
    onSuccess(result)
  }

  /** The fields' rules, then (for a change) the plan's own check, as submit and review share. */
  const validated =
    (then: (values: T, planned: Planned<R> | undefined) => void) => (e?: BaseSyntheticEvent) => {
      // a plan's complaint is not a field rule: the form would stay invalid until it is cleared
      if (invalidField.current) form.clearErrors(invalidField.current)
      invalidField.current = null
      return form.handleSubmit(
        (values) => {
          const planned = plan(values)
          if (change && !planned) return
          then(values, planned)
        },
        // the fields' own rules failed: react-hook-form focuses the first; a server error is stale
        () => setFormError(null),
      )(e)
    }

  const submit = validated((values, planned) => sendValues(values, planned))
  const review = change ? validated((_, planned) => setReviewing(planned ?? null)) : undefined
  const reviewModal = reviewing && (
    <FormReview
      requests={reviewing.requests}
      notes={reviewing.notes}
      submitLabel={submitLabel}
      submitDisabled={submitDisabled}
      onClose={() => setReviewing(null)}
      onSubmit={() => {
        setReviewing(null)
        sendValues(form.getValues(), reviewing)
      }}
    />
  )
  return {
    /**
     * The form element's onSubmit: Enter in a field submits even while the button is disabled,
     * so a disabled submit refuses here too; a portalled modal's submit would otherwise bubble
     * (as React does) to a form around its opener.
     */
    onFormSubmit: (e: FormEvent) => {
      e.stopPropagation()
      if (!submitDisabled) return submit(e)
      e.preventDefault()
    },
    review,
    reviewModal,
    pending,
    /** Every problem to list once a submit was tried: the fields' rules, then the server's. */
    problems: formProblems(form.formState.submitCount > 0 ? form.formState.errors : {}, formError),
    summaryRef: summaryRef as RefObject<HTMLDivElement>,
  }
}

/**
 * `useFormSubmit` with a dirty guard, for forms that are routes. Leaving with unsaved input
 * (close button, Esc, a link, Back) asks first; after a successful submit the guard steps aside
 * before `onSuccess` navigates.
 */
export function useGuardedSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T>,
  options: SubmitOptions<T, R>,
  guard?: GuardTexts,
) {
  const done = useRef(false)
  const dirty = form.formState.isDirty
  // read at navigation time: `onSuccess` navigates before the next render
  const guardModal = useDiscardGuard(() => dirty && !done.current, guard)
  const state = useFormSubmit(form, {
    ...options,
    onSuccess: (result) => {
      done.current = true
      options.onSuccess(result)
    },
  } as SubmitOptions<T, R>)
  return { ...state, guardModal }
}

/** What the guard asks: its title and text, and its two buttons. */
export type GuardTexts = { title: string; text: string; stay: string; leave: string }

const DISCARD: GuardTexts = {
  title: 'Discard changes?',
  text: 'This form has changes that have not been saved.',
  stay: 'Keep editing',
  leave: 'Discard',
}

/**
 * While `block()` holds, leaving for another path (a link, Back, a close button) asks "Discard
 * changes?" (or what `texts` say) first. Returns the modal to render. A router allows one
 * blocker at a time, so a page has one guard: a route form's, or the one `FormSections` keeps
 * for its section forms.
 */
export function useDiscardGuard(block: () => boolean, texts: GuardTexts = DISCARD) {
  // a reload or a closed tab would drop the input as silently: the browser asks too
  useAskBeforeUnload(block)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      block() && currentLocation.pathname !== nextLocation.pathname,
  )
  return blocker.state === 'blocked' ? (
    <DiscardModal texts={texts} onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
  ) : null
}

/**
 * While `ask()` holds, closing or reloading the tab asks first (the browser's own question;
 * it shows no text of ours). Asked at the moment the tab would go, so it follows the form.
 */
export function useAskBeforeUnload(ask: () => boolean) {
  const latest = useRef(ask)
  latest.current = ask
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (latest.current()) e.preventDefault()
    }
    window.addEventListener('beforeunload', onUnload)
    return () => window.removeEventListener('beforeunload', onUnload)
  }, [])
}
