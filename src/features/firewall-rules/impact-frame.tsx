import type { ReactNode } from 'react'

/**
 * The impact preview's panel: the form shows it at once, and the preview (impact-preview.tsx,
 * whose evaluation loads after the form) fills it in.
 */
export function ImpactFrame({ children }: { children?: ReactNode }) {
  return (
    <section
      aria-labelledby="impact-heading"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-md border border-line bg-raise p-4"
    >
      <h3 id="impact-heading" className="font-semibold">
        Impact of this change
      </h3>
      {children}
    </section>
  )
}
