import type { FieldErrors, FieldValues } from 'react-hook-form'
import { Link } from 'react-router'
import { isApiError } from '~/api/errors'
import { pb } from '~/util/paths'

/** One problem, and where to read more about it (a quota: the silo's utilization). */
export type FormProblem = { message: string; field?: string; more?: { to: string; label: string } }

/**
 * The server refused for want of quota (507 InsufficientCapacity, real-api-behaviour.md row
 * Q1): its text names the quota that was hit; the silo's utilization page shows it against use.
 */
const QUOTA_MORE = { to: pb.siloUtilization(), label: 'See the silo’s quotas and usage' }

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
  if (serverError)
    problems.push(
      isApiError(serverError) && serverError.status === 507
        ? { message: serverError.message, more: QUOTA_MORE }
        : { message: serverError.message },
    )
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
              <li key={`${p.field ?? 'server'}:${p.message}`}>
                {p.message}
                <More problem={p} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        problems[0] && (
          <p className="mt-1 text-default">
            {problems[0].message}
            <More problem={problems[0]} />
          </p>
        )
      )}
    </div>
  )
}

/** The link after a problem's text, if it has one: a space apart, and only then. */
function More({ problem }: { problem: FormProblem }) {
  if (!problem.more) return null
  return (
    <>
      {' '}
      <Link to={problem.more.to} className="font-medium text-accent-fg underline">
        {problem.more.label}
      </Link>
    </>
  )
}
