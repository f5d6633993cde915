/**
 * Which rows are selected, by id, and the anchor a Shift-click extends from. Pure, so the
 * range rules are tested apart from the table.
 */
export type Selection = { ids: ReadonlySet<string>; anchor: string | null }

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null }

/**
 * A click on a row's checkbox. A plain click toggles the row and makes it the anchor; a
 * Shift-click sets every row from the anchor to this one (in the order on screen) to the state
 * the clicked row takes, as in a file manager. Without an anchor on screen (filtered away),
 * Shift-click is a plain click.
 */
export function clickRow(sel: Selection, order: readonly string[], id: string, shift: boolean) {
  const on = !sel.ids.has(id)
  const from = shift && sel.anchor !== null ? order.indexOf(sel.anchor) : -1
  const to = order.indexOf(id)
  const ids = new Set(sel.ids)
  if (from === -1 || to === -1) {
    if (on) ids.add(id)
    else ids.delete(id)
  } else {
    const [a, b] = from < to ? [from, to] : [to, from]
    for (const rowId of order.slice(a, b + 1)) {
      if (on) ids.add(rowId)
      else ids.delete(rowId)
    }
  }
  return { ids, anchor: id }
}

/** How many of `ids` are selected: the header checkbox shows all, some (mixed) or none. */
export function coverage(sel: Selection, ids: readonly string[]): 'all' | 'some' | 'none' {
  let n = 0
  for (const id of ids) if (sel.ids.has(id)) n++
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some'
}

/** The header checkbox: select every row of `ids`, or, when all of them are, none of them. */
export function toggleAll(sel: Selection, ids: readonly string[]): Selection {
  const next = new Set(sel.ids)
  if (coverage(sel, ids) === 'all') for (const id of ids) next.delete(id)
  else for (const id of ids) next.add(id)
  return { ids: next, anchor: sel.anchor }
}
