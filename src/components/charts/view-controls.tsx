import { Button } from '~/ui/button'
import { formatDateTime } from '~/util/dates'
import { atEnd, atStart, pan, type View, zoomIn, zoomOut } from './chart-view'

/**
 * The keyboard's way to zoom and pan a chart (a drag across the plot zooms too): zoom in, and
 * once zoomed, zoom out, half a window earlier or later, and back to the whole range.
 */
export function ViewControls({
  title,
  full,
  view,
  onView,
}: {
  title: string
  full: View
  view: View | null
  onView: (view: View | null) => void
}) {
  const at = (s: number) => formatDateTime(new Date(s * 1000))
  return (
    <fieldset
      aria-label={`${title}: time axis`}
      className="mb-2 flex flex-wrap items-center justify-end gap-1.5"
    >
      {view && (
        <span className="mr-auto text-xs text-secondary">
          {at(view.min)} – {at(view.max)}
        </span>
      )}
      <Button size="sm" variant="secondary" onClick={() => onView(zoomIn(full, view))}>
        Zoom in
      </Button>
      {view && (
        <>
          <Button size="sm" variant="secondary" onClick={() => onView(zoomOut(full, view))}>
            Zoom out
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={atStart(full, view)}
            disabledReason="This is the start of the range"
            onClick={() => onView(pan(full, view, -1))}
          >
            Earlier
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={atEnd(full, view)}
            disabledReason="This is the end of the range"
            onClick={() => onView(pan(full, view, 1))}
          >
            Later
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onView(null)}>
            Reset zoom
          </Button>
        </>
      )}
    </fieldset>
  )
}
