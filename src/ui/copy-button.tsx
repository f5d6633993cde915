import { useEffect, useState } from 'react'
import { cn } from './cn'
import { CheckIcon, CopyIcon } from './icons'

/** Spec section 9: the check mark shows for 2 s after copying. */
export const COPY_FEEDBACK_MS = 2000

/**
 * Copy text to the clipboard and say so: `copied` is true for COPY_FEEDBACK_MS after a copy
 * (and false again if the browser refused it).
 */
export function useCopy() {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  return { copied, copy }
}

export function CopyButton({
  text,
  label = 'Copy to clipboard',
  className,
}: {
  text: string
  label?: string
  className?: string
}) {
  const { copied, copy } = useCopy()
  return (
    <button
      type="button"
      aria-label={copied ? 'Copied' : label}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded text-tertiary hover:bg-hover hover:text-default',
        copied && 'text-accent-fg',
        className,
      )}
      onClick={() => void copy(text)}
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
    </button>
  )
}
