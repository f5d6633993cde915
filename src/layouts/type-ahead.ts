/**
 * Keys typed between a shortcut and the focus of what it opens (issue 27: the jump dialog's
 * code loads on its first use, and what was typed meanwhile was lost). `holdTypeAhead()`,
 * called in the same keydown that opens the dialog, starts holding the printable keys and
 * Backspace, kept from the page (a `?` would open the shortcuts); `takeTypeAhead()` hands
 * them over once and stops holding (a dialog opened another way takes nothing). One dialog
 * opens at a time, so one module-level buffer serves.
 */
let held = { text: '', holding: false }

const onKey = (e: KeyboardEvent) => {
  if (!held.holding || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
  if (e.key === 'Backspace') held.text = held.text.slice(0, -1)
  else if (e.key.length === 1) held.text += e.key
  else return
  e.preventDefault()
  e.stopPropagation()
}

export function holdTypeAhead() {
  held = { text: '', holding: true }
  window.addEventListener('keydown', onKey, { capture: true })
}

export function takeTypeAhead() {
  const text = held.holding ? held.text : ''
  held = { text: '', holding: false }
  window.removeEventListener('keydown', onKey, { capture: true })
  return text
}
