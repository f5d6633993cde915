import { useId } from 'react'
import { groupDigits } from '~/util/units'
import { Button } from './button'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { PAGE_SIZES } from './page-sizes'

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
  const labelId = useId()
  return (
    <nav
      aria-label="Pagination"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-secondary"
    >
      <div className="flex items-center gap-2">
        <span id={labelId} className="whitespace-nowrap">
          Rows per page
        </span>
        {/* A native select: on every list page, fully accessible, and far lighter than a
            custom listbox (bench/budgets.ts holds the initial JS of a list to 200 KiB). */}
        <select
          aria-labelledby={labelId}
          className="h-7 rounded-md border border-line-strong bg-raise px-2 tabular-nums hover:bg-hover"
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <span aria-live="polite" className="tabular-nums">
          {rowCount === 0
            ? 'No rows'
            : first === null
              ? `${rowCount} rows`
              : `Rows ${first}–${first + rowCount - 1}${total === undefined ? '' : ` of ${groupDigits(total)}`}`}
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
