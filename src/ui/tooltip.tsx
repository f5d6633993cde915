import {
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'

/** Spec section 9: tooltips open after 250 ms. */
export const TOOLTIP_DELAY_MS = 250

const load = () => import('./tooltip-popup')
const TooltipPopup = lazy(load)

type Handler = ((e: SyntheticEvent) => void) | undefined
type TriggerProps = {
  onPointerEnter?: Handler
  onPointerLeave?: Handler
  onFocus?: Handler
  onBlur?: Handler
  'aria-describedby'?: string
}
const both = (own: Handler, ours: (e: SyntheticEvent) => void) => (e: SyntheticEvent) => {
  own?.(e)
  ours(e)
}

/**
 * A tooltip on any focusable element: the child keeps its own element and semantics (a disabled
 * button still explains itself on hover and focus) and is described by the tooltip while it
 * shows. It shows 250 ms after the pointer enters or focus arrives, and goes when they leave or
 * on Escape. The popup and its positioning (Base UI's) load when a tooltip is first about to
 * show, not with the page (issue 29).
 */
export function Tooltip({
  content,
  children,
}: {
  content: ReactNode
  children: ReactElement<TriggerProps>
}) {
  const id = useId()
  const [anchor, setAnchor] = useState<Element | null>(null)
  const timer = useRef(0)
  const own = children.props
  const show = (e: SyntheticEvent) => {
    const target = e.currentTarget
    load().catch(() => {}) // the popup says nothing until its code is in
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setAnchor(target), TOOLTIP_DELAY_MS)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    setAnchor(null)
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    if (!anchor) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setAnchor(null)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [anchor])
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: both(own.onPointerEnter, show),
        onPointerLeave: both(own.onPointerLeave, hide),
        onFocus: both(own.onFocus, show),
        onBlur: both(own.onBlur, hide),
        'aria-describedby': anchor ? id : own['aria-describedby'],
      } satisfies TriggerProps)}
      {anchor && (
        <Suspense>
          <TooltipPopup id={id} anchor={anchor} content={content} />
        </Suspense>
      )}
    </>
  )
}
