import { Tooltip as Base } from '@base-ui/react/tooltip'
import type { ReactNode } from 'react'

/**
 * The open tooltip of `Tooltip` (tooltip.tsx), placed by Base UI against its `anchor`: loaded
 * when a tooltip is first about to show, not with the page.
 */
export default function TooltipPopup({
  id,
  anchor,
  content,
}: {
  id: string
  anchor: Element
  content: ReactNode
}) {
  return (
    <Base.Root open>
      <Base.Portal>
        <Base.Positioner anchor={anchor} sideOffset={6} className="z-[70]">
          <Base.Popup
            id={id}
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
