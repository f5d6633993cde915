import { Button } from './button'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { SelectField } from './select-field'

export const PAGE_SIZES = [10, 25, 50, 100] as const

type PaginatorProps = {
  pageSize: number
  onPageSizeChange: (size: number) => void
  /** 1-based number of the page on screen; null when unknown (opened from a link). */
  page: number | null
  rowCount: number
  /** All the rows there are to page through, when known (a list holding its collection). */
  total?: number
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
  loading?: boolean
}

/** Spec section 2: a rows-per-page control with previous and next buttons. */
export function Paginator({
  pageSize,
  onPageSizeChange,
  page,
  rowCount,
  total,
  hasPrev,
  hasNext,
  onPrev,
  onNext,
  loading,
}: PaginatorProps) {
  const first = page === null ? null : (page - 1) * pageSize + 1
  return (
    <nav
      aria-label="Pagination"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-secondary"
    >
      <SelectField
        inline
        label="Rows per page"
        value={String(pageSize)}
        onChange={(n) => onPageSizeChange(Number(n))}
        options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
      />
      <div className="flex items-center gap-3">
        <span aria-live="polite" className="tabular-nums">
          {rowCount === 0
            ? 'No rows'
            : first === null
              ? `${rowCount} rows`
              : `Rows ${first}–${first + rowCount - 1}${total === undefined ? '' : ` of ${total.toLocaleString('en-US')}`}`}
          {loading && <span className="sr-only"> (loading)</span>}
        </span>
        <Button variant="secondary" size="sm" onClick={onPrev} disabled={!hasPrev}>
          <ChevronLeftIcon size={14} />
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext}>
          Next
          <ChevronRightIcon size={14} />
        </Button>
      </div>
    </nav>
  )
}
