import type { HTMLAttributes, ReactNode, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import type { Cell } from '~/util/export'
import { cn } from './cn'

/**
 * Table parts with the console's dense, calm look. Numbers are tabular everywhere. Cells keep
 * their text on one line (a name never breaks mid-word); on a narrow screen the table scrolls
 * inside its own box, the row actions pinned to its right edge. Long prose opts into wrapping
 * (the description column).
 */
export const Table = ({
  className,
  ref,
  scrollRegion,
  ...props
}: HTMLAttributes<HTMLTableElement> & {
  ref?: Ref<HTMLTableElement>
  /**
   * Names the scroll box and lets the keyboard reach it, for a table with nothing focusable in
   * it (no links, no menus), which keyboard users could not scroll sideways otherwise.
   */
  scrollRegion?: string
}) => (
  // relative: what is positioned inside (screen-reader-only labels) stays in the scroll box
  <div
    className="relative overflow-x-auto rounded-lg border border-line bg-raise"
    {...(scrollRegion && { role: 'region', 'aria-label': scrollRegion, tabIndex: 0 })}
  >
    <table
      ref={ref}
      className={cn('w-full border-collapse text-left tabular-nums', className)}
      {...props}
    />
  </div>
)

export const THead = (props: HTMLAttributes<HTMLTableSectionElement>) => (
  <thead className="border-b border-line bg-sunken/60" {...props} />
)

export const TBody = (props: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...props} />

export const Tr = ({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) => (
  <tr className={cn('border-b border-line last:border-b-0', className)} {...props} />
)

export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th
    className={cn(
      'h-9 px-3 text-2xs font-semibold tracking-wider text-tertiary uppercase whitespace-nowrap',
      className,
    )}
    {...props}
  />
)

/**
 * A cell keeps its text on one line unless its class says how it wraps: two utilities for the
 * same property do not override each other by their order in `class` but by their order in
 * the stylesheet, where `whitespace-nowrap` comes after `whitespace-normal` and would win.
 */
const ownWhitespace = /(^|\s)whitespace-/

export const Td = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td
    className={cn(
      'h-11 px-3 align-middle',
      !ownWhitespace.test(className ?? '') && 'whitespace-nowrap',
      className,
    )}
    {...props}
  />
)

/**
 * The row actions cell (and its header): pinned to the right edge while the table scrolls, so
 * opaque; in a hovered row (`group/row`) it takes the row's hover colour, mixed as the row's
 * is over raise (issue 27: the hover stopped before it).
 */
export const ACTIONS_CELL =
  'sticky right-0 w-12 bg-raise text-right group-hover/row:bg-[color-mix(in_oklab,var(--color-hover)_50%,var(--color-raise))]'
/** A row whose hover the actions cell follows. */
export const HOVER_ROW = 'group/row hover:bg-hover/50'
/** Its header: opaque, in the header row's colour (sunken at 60% over raise). */
export const ACTIONS_HEAD =
  'sticky right-0 w-12 bg-[color-mix(in_oklab,var(--color-sunken)_60%,var(--color-raise))]'

/** A cell's plain value: what sorts, filters and is exported. */
export type CellValue = Cell

/**
 * One column of any table, paged (QueryTable) or whole (ListTable): its header, the cell of a
 * row, and classes for that cell. Columns every list shares are in components/columns.tsx, a
 * resource's own in src/resources/<resource>/.
 */
export type Column<T> = {
  /** Unique within its table; also the column's key. */
  header: string
  cell: (row: T) => ReactNode
  className?: string
  /**
   * The row's plain value in this column. A paged list (QueryTable) sorts by it, matches its
   * text with the filter and writes it to exports; without it the column is shown only.
   */
  value?: (row: T) => CellValue
  /**
   * The unit of `value` when the cell shows it in another (bytes shown as GiB): an export's
   * header says it, `Memory (bytes)`.
   */
  unit?: string
  /**
   * The value an export writes for a column whose value the row does not hold (an instance's
   * external IPs, one read per row), read when the export is made.
   */
  exportValue?: (row: T) => Promise<CellValue>
  /**
   * `false`: left out at a phone's width (below Tailwind's `sm`), so the columns that say what
   * a row is and what happened fit a 390 px screen without scrolling the table.
   */
  phone?: false
}

/** The classes of a column's header and cells: its own, and its phone rule. */
export const columnClass = (c: { className?: string; phone?: false }) =>
  cn(c.className, c.phone === false && 'max-sm:hidden')
