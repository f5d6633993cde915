import type { FieldErrors, FieldValues } from 'react-hook-form'

export type FormProblem = { message: string; field?: string }

/** Every problem after a failed submit: the fields' validation errors, then the server's. */
export function formProblems<T extends FieldValues>(
  errors: FieldErrors<T>,
  serverError: Error | null | undefined,
): FormProblem[] {
  const problems: FormProblem[] = []
  // a field array's errors nest (`announcements.0.network`): each leaf is one problem
  const walk = (field: string, error: unknown) => {
    if (!error || typeof error !== 'object') return
    const { message } = error as { message?: unknown }
    if (typeof message === 'string' && message) {
      problems.push({ field, message })
      return
    }
    for (const [key, nested] of Object.entries(error))
      if (key !== 'ref' && key !== 'type' && key !== 'types') walk(`${field}.${key}`, nested)
  }
  for (const [field, error] of Object.entries(errors)) walk(field, error)
  if (serverError) problems.push({ message: serverError.message })
  return problems
}

/**
 * Spec section 8: 'Error' or 'Errors' with a count, and a list headed 'N issues:' when there is
 * more than one. Announced when it appears.
 */
export function FormErrors({
  problems,
  ref,
}: {
  problems: FormProblem[]
  /** The form shell focuses the summary after a failed submit. */
  ref?: React.Ref<HTMLDivElement>
}) {
  if (problems.length === 0) return null
  const many = problems.length > 1
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-danger-fg/40 bg-danger-subtle px-3 py-2.5 outline-none focus-visible:outline-2"
    >
      <p className="flex items-center gap-2 font-semibold text-danger-fg">
        {many ? 'Errors' : 'Error'}
        <span className="rounded bg-danger-fg/15 px-1.5 text-xs tabular-nums">
          {problems.length}
        </span>
      </p>
      {many ? (
        <>
          <p className="mt-1 text-default">{problems.length} issues:</p>
          <ul className="mt-1 list-disc pl-5 text-default">
            {problems.map((p) => (
              <li key={`${p.field ?? 'server'}:${p.message}`}>{p.message}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-default">{problems[0]?.message}</p>
      )}
    </div>
  )
}
