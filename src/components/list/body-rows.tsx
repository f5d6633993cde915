import { memo, type ReactNode, startTransition, useEffect, useState } from 'react'
import { ActionsMenu, type MenuAction } from '~/ui/menu'
import { ACTIONS_CELL, type Column, columnClass, HOVER_ROW, Td, Tr } from '~/ui/table'
import { RowCheckbox } from './checkboxes'

type Row = { id: string; name?: string }

/**
 * A page mounts its first FIRST_ROWS rows at once and the rest ROW_CHUNK at a time in
 * transitions, so a page of 100 rows (each with its own menu and cell queries) shows its top
 * in one short task and never blocks input or scrolling for long. Until all rows are in, the
 * table is aria-busy and a spacer holds their height, so scroll restoration sees the whole page.
 */
export const FIRST_ROWS = 25
export const ROW_CHUNK = 25
export const ROW_REM = 2.75 // Td is h-11

/** `page` identifies the page on screen; null while the previous page stands in for the next. */
export function useRowsShown(total: number, page: string | null): number {
  const [shown, setShown] = useState({ page, count: FIRST_ROWS })
  const fresh = page !== null && shown.page !== page
  // a new page starts over; set during render so its first commit has only the first rows
  if (fresh) setShown({ page, count: FIRST_ROWS })
  const count = fresh ? FIRST_ROWS : shown.count
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() =>
      startTransition(() => setShown((s) => ({ ...s, count: s.count + ROW_CHUNK }))),
    )
    return () => clearTimeout(timer)
  }, [count, total])
  return Math.min(count, total)
}

type BodyRowProps<T extends Row> = {
  row: T
  /** Static (module scope or memoized): new columns re-render every row. */
  columns: Column<T>[]
  /** The row's actions menu, if the list has one. */
  actions?: (row: T) => MenuAction[]
  /** With a selection column: whether the row is selected, and the click on its checkbox. */
  selected?: boolean
  onSelect?: (id: string, shift: boolean) => void
}

/**
 * One row, its cells straight from the shared column format (as ListTable renders them). Rows
 * whose data, columns and selection are unchanged are not re-rendered as others arrive.
 */
export const BodyRow = memo(
  function BodyRow<T extends Row>({ row, columns, actions, selected, onSelect }: BodyRowProps<T>) {
    const name = row.name ?? row.id
    return (
      <Tr className={HOVER_ROW} data-row>
        {onSelect && (
          <Td className="w-10 pr-0">
            <RowCheckbox
              label={`Select ${name}`}
              checked={!!selected}
              onClick={(shift) => onSelect(row.id, shift)}
            />
          </Td>
        )}
        {columns.map((c) => (
          <Td key={c.header} className={columnClass(c)}>
            {c.cell(row)}
          </Td>
        ))}
        {actions && (
          <Td className={ACTIONS_CELL}>
            <ActionsMenu label={`Actions for ${name}`} actions={() => actions(row)} />
          </Td>
        )}
      </Tr>
    )
  },
  (a, b) =>
    a.row === b.row &&
    a.columns === b.columns &&
    a.actions === b.actions &&
    a.selected === b.selected &&
    a.onSelect === b.onSelect,
) as <T extends Row>(props: BodyRowProps<T>) => ReactNode
