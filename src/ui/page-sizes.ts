/** The rows-per-page choices of a paged list (the paginator's select; `?limit=`). */
export const PAGE_SIZES = [10, 25, 50, 100] as const
