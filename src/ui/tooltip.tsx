import { Tooltip as Base } from '@base-ui/react/tooltip'
import type { ReactElement, ReactNode } from 'react'

/** Spec section 9: tooltips open after 250 ms. */
export const TOOLTIP_DELAY_MS = 250

/**
 * A tooltip on any focusable element. The trigger renders as the given child, so a disabled
 * button keeps its own semantics and still explains itself on hover and focus.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Base.Root>
      <Base.Trigger delay={TOOLTIP_DELAY_MS} render={children} />
      <Base.Portal>
        <Base.Positioner sideOffset={6} className="z-[70]">
          <Base.Popup
            role="tooltip"
            className="max-w-72 rounded-md bg-default px-2 py-1 text-xs text-inverse shadow-lg"
          >
            {content}
          </Base.Popup>
        </Base.Positioner>
      </Base.Portal>
    </Base.Root>
  )
}

export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <Base.Provider delay={TOOLTIP_DELAY_MS}>{children}</Base.Provider>
)
