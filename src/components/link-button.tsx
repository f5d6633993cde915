import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, type ButtonVariant, buttonStyle } from '~/ui/button'

/**
 * A link that looks like a button (New project, Edit). With a `disabledReason` it is a
 * disabled button instead, reachable by keyboard, whose tooltip says why: a link cannot be
 * disabled, and one that leads to a form the user may not submit only wastes their time.
 */
export function LinkButton({
  to,
  variant,
  disabledReason,
  children,
}: {
  to: string
  variant?: ButtonVariant
  disabledReason?: string
  children: ReactNode
}) {
  if (disabledReason)
    return (
      <Button variant={variant} disabled disabledReason={disabledReason}>
        {children}
      </Button>
    )
  return (
    <Link to={to} className={buttonStyle({ variant })}>
      {children}
    </Link>
  )
}
