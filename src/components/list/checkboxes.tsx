import { useEffect, useRef } from 'react'

/**
 * The selection column's checkboxes: native inputs, so a click, Space and Shift with either
 * arrive as one click event carrying `shiftKey`, and a screen reader hears a checkbox (the
 * header one "mixed" while some rows are selected).
 */
const boxClass = 'size-4 cursor-pointer accent-accent align-middle'

// Shift-click would also extend the page's text selection across the rows it spans
const noTextSelection = (e: React.MouseEvent) => {
  if (e.shiftKey) e.preventDefault()
}

export function RowCheckbox({
  label,
  checked,
  onClick,
}: {
  label: string
  checked: boolean
  onClick: (shift: boolean) => void
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={boxClass}
      checked={checked}
      onMouseDown={noTextSelection}
      // the selection decides what checked becomes (a Shift-click sets a range): the store,
      // not the input, is the truth, so the change event is only acknowledged
      onChange={() => {}}
      onClick={(e) => onClick(e.shiftKey)}
    />
  )
}

export function HeaderCheckbox({
  label,
  state,
  onClick,
}: {
  label: string
  state: 'all' | 'some' | 'none'
  onClick: () => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some'
  }, [state])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      className={boxClass}
      checked={state === 'all'}
      onChange={() => {}}
      onClick={onClick}
    />
  )
}
