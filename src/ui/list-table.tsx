import type { ReactNode } from 'react'
import { ActionsMenu, type MenuAction } from './menu'
import {
  ACTIONS_CELL,
  ACTIONS_HEAD,
  type Column,
  columnClass,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from './table'

type ListTableProps<T> = {
  /** Accessible name of the table. */
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  /** Shown in a full-width row when there are no rows. */
  empty: ReactNode
  /** A row's actions menu, its trigger named `Actions for <rowName>`. */
  actions?: (row: T) => MenuAction[]
  rowName?: (row: T) => string
  /** Or another control at the row's end, such as a Remove button. */
  rowEnd?: (row: T) => ReactNode
  /** A table of text only: its scroll box takes focus, so the keyboard can scroll it. */
  textOnly?: boolean
}

/**
 * A short list the API returns whole (an instance's disks, a group's members): no paging, one
 * row per item. Paged lists use the query table; both take the same columns.
 */
export function ListTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  actions,
  rowName = rowKey,
  rowEnd,
  textOnly,
}: ListTableProps<T>) {
  const hasEnd = !!(actions || rowEnd)
  return (
    <Table aria-label={label} scrollRegion={textOnly ? label : undefined}>
      <THead>
        <Tr>
          {columns.map((c) => (
            <Th key={c.header} className={columnClass({ phone: c.phone })}>
              {c.header}
            </Th>
          ))}
          {hasEnd && (
            <Th className={ACTIONS_HEAD}>
              <span className="sr-only">Actions</span>
            </Th>
          )}
        </Tr>
      </THead>
      <TBody>
        {rows.length === 0 && (
          <Tr>
            <Td
              colSpan={columns.length + (hasEnd ? 1 : 0)}
              className="text-center whitespace-normal text-secondary"
            >
              {empty}
            </Td>
          </Tr>
        )}
        {rows.map((row) => (
          <Tr key={rowKey(row)}>
            {columns.map((c) => (
              <Td key={c.header} className={columnClass(c)}>
                {c.cell(row)}
              </Td>
            ))}
            {hasEnd && (
              <Td className={ACTIONS_CELL}>
                {actions ? (
                  <ActionsMenu label={`Actions for ${rowName(row)}`} actions={() => actions(row)} />
                ) : (
                  rowEnd?.(row)
                )}
              </Td>
            )}
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}
