import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
} from 'react'
import type { FieldValues } from 'react-hook-form'
import { Button } from '~/ui/button'
import { type FormShellProps, useDiscardGuard, useFormSubmit } from './form-guard'
import { FormErrors } from './form-problems'

/** One titled block of a page, such as a part of an instance's settings; a region. */
export function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-line bg-raise p-4"
    >
      <div>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {description && <p className="text-secondary">{description}</p>}
      </div>
      {children}
    </section>
  )
}

type Report = (section: string, dirty: boolean) => void
const Sections = createContext<Report | null>(null)

/**
 * Around a page's section forms: one dirty guard for all of them, since a router allows one
 * blocker at a time. Leaving the page while any section has unsaved input asks first.
 */
export function FormSections({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>())
  const report = useCallback<Report>((section, isDirty) => {
    if (isDirty) dirty.current.add(section)
    else dirty.current.delete(section)
  }, [])
  const guardModal = useDiscardGuard(() => dirty.current.size > 0)
  return (
    <Sections.Provider value={report}>
      {children}
      {guardModal}
    </Sections.Provider>
  )
}

type SectionFormProps<T extends FieldValues, R> = FormShellProps<T, R> & {
  description?: ReactNode
  /** Why submitting is not possible right now; the submit button says so in a tooltip. */
  submitDisabled?: string
}

/**
 * The fourth form shell: a form inside a page (a setting of an instance) rather than a modal
 * or a page of its own. The same contract as the others: it submits through `useFormSubmit`
 * (a server error goes onto its field or into the focused error summary), lists every problem
 * with FormErrors, keeps the input when the server refuses, and reports unsaved input to the
 * page's one dirty guard (`FormSections`). After the server accepted, what is on screen is what
 * is saved, so the section is clean again.
 */
export function SectionForm<T extends FieldValues, R>(props: SectionFormProps<T, R>) {
  const {
    title,
    description,
    form,
    onSuccess,
    submitLabel = title,
    submitDisabled,
    children,
  } = props
  const report = useContext(Sections)
  const section = useId()
  const dirty = form.formState.isDirty
  useEffect(() => {
    report?.(section, dirty)
    return () => report?.(section, false)
  }, [report, section, dirty])
  const { onFormSubmit, review, reviewModal, pending, problems, summaryRef } = useFormSubmit(form, {
    ...props,
    submitLabel,
    onSuccess: (result: R) => {
      form.reset(form.getValues())
      onSuccess?.(result)
    },
  })
  if (!report) throw new Error(`SectionForm "${title}" must sit inside FormSections`)
  return (
    <Section title={title} description={description}>
      <form noValidate className="flex flex-col gap-3" onSubmit={onFormSubmit}>
        {children}
        <FormErrors ref={summaryRef} problems={problems} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" loading={pending} disabledReason={submitDisabled}>
            {submitLabel}
          </Button>
          {review && (
            <Button size="sm" variant="secondary" onClick={review} disabled={pending}>
              Review
            </Button>
          )}
        </div>
      </form>
      {reviewModal}
    </Section>
  )
}
