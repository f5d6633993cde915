import { Link } from 'react-router'
import type { FormProblem } from './form-problems'

/**
 * A form's error summary (spec section 8): 'Error' or 'Errors' with a count, and a list headed
 * 'N issues:' when there is more than one. Announced when it appears.
 */
export function ErrorSummary({
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
