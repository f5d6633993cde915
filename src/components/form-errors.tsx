import type { FieldErrors, FieldValues } from 'react-hook-form'

export type FormProblem = { message: string; field?: string }

/** Every problem after a failed submit: the fields' validation errors, then the server's. */
export function formProblems<T extends FieldValues>(
  errors: FieldErrors<T>,
  serverError: Error | null | undefined,
): FormProblem[] {
  const problems: FormProblem[] = []
  // a field array's errors nest by index and field name (`blocks.0.first`)
  const collect = (node: unknown, field: string) => {
    if (!node || typeof node !== 'object') return
    const message = (node as { message?: unknown }).message
    if (typeof message === 'string' && message) {
      problems.push({ field, message })
      return
    }
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref' && key !== 'type') collect(child, `${field}.${key}`)
  }
  for (const [field, error] of Object.entries(errors)) collect(error, field)
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
