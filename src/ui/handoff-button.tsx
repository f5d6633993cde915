import { Button } from './button'
import { useCopy } from './copy-button'
import { CheckIcon, CopyIcon } from './icons'

/**
 * A labelled button that copies a support handoff (`util/handoff.ts` `handoffText`) for the
 * operator to paste into a ticket, where an icon-only copy button would not say what it copies
 * (a table row's failed delivery, a probe's result). Says "Copied" for 2 s, as the copy button
 * does; `label`, when given, should begin with the visible "Copy for support".
 */
export function HandoffButton({
  text,
  label = 'Copy for support',
}: {
  text: string
  label?: string
}) {
  const { copied, copy } = useCopy()
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={copied ? 'Copied' : label}
      onClick={() => void copy(text)}
    >
      {copied ? <CheckIcon size={12} /> : <CopyIcon size={12} />}
      {copied ? 'Copied' : 'Copy for support'}
    </Button>
  )
}
