import { useId } from 'react'
import { Button } from './button'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { Listbox } from './listbox'

export const PAGE_SIZES = [10, 25, 50, 100] as const

type PaginatorProps = {
  pageSize: number
  onPageSizeChange: (size: number) => void
  /** 1-based number of the page on screen; null when unknown (opened from a link). */
  page: number | null
  rowCount: number
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
        <Listbox
          aria-labelledby={labelId}
          className="w-20"
          items={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(pageSize)}
          onChange={(v) => onPageSizeChange(Number(v))}
        />
      </div>
      <div className="flex items-center gap-3">
        <span aria-live="polite" className="tabular-nums">
          {rowCount === 0
            ? 'No rows'
            : first === null
              ? `${rowCount} rows`
              : `Rows ${first}–${first + rowCount - 1}`}
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
