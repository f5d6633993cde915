import { useEffect, useState } from 'react'
import { cn } from './cn'
import { CheckIcon, CopyIcon } from './icons'

/** Spec section 9: the check mark shows for 2 s after copying. */
export const COPY_FEEDBACK_MS = 2000

export function CopyButton({
  text,
  label = 'Copy to clipboard',
  className,
}: {
  text: string
  label?: string
  className?: string
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      aria-label={copied ? 'Copied' : label}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded text-tertiary hover:bg-hover hover:text-default',
        copied && 'text-accent-fg',
        className,
      )}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
    </button>
  )
}
