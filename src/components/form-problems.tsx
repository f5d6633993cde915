import type { FieldErrors, FieldValues } from 'react-hook-form'
import { isApiError } from '~/api/errors'
import { pb } from '~/util/paths'
import { preloadedComponent } from './lazy-component'

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

const Summary = preloadedComponent(() => import('./form-errors').then((m) => m.ErrorSummary))

/**
 * A form's error summary (form-errors.tsx), once a submit has failed: its module loads beside
 * the form's, as no form shows it at first, and is there by the time it is needed.
 */
export function FormErrors(props: {
  problems: FormProblem[]
  /** The form shell focuses the summary after a failed submit. */
  ref?: React.Ref<HTMLDivElement>
}) {
  return props.problems.length > 0 && <Summary {...props} />
}
