import { ChevronDownIcon } from '~/ui/icons'
import { ACTIONS_HEAD, columnClass, THead, Th, Tr } from '~/ui/table'
import { HeaderCheckbox } from './checkboxes'
import { NAME_COLUMN, type Sort } from './view'

export type HeadColumn = { id: string; header: string; sortable: boolean; phone?: false }

type Props = {
  columns: HeadColumn[]
  /** null: the API's order, by name ascending */
  sort: Sort | null
  onSort: (column: string) => void
  /** With a selection column: the header checkbox. */
  selectAll?: { label: string; state: 'all' | 'some' | 'none'; onClick: () => void }
  actions: boolean
}

/**
 * The header row. A sortable column's header is a button (its name and the direction it
 * sorts in are read out through aria-sort on the cell); the others are text.
 */
export function TableHead({ columns, sort, onSort, selectAll, actions }: Props) {
  const current = sort ?? { column: NAME_COLUMN, dir: 'asc' }
  return (
    <THead>
      <Tr>
        {selectAll && (
          <Th className="w-10 pr-0">
            <HeaderCheckbox {...selectAll} />
          </Th>
        )}
        {columns.map((c) => {
          const dir = c.sortable && current.column === c.id ? current.dir : null
          return (
            <Th
              key={c.id}
              className={columnClass(c)}
              aria-sort={
                c.sortable
                  ? dir === 'asc'
                    ? 'ascending'
                    : dir === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
            >
              {c.sortable ? (
                <button
                  type="button"
                  className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-default"
                  onClick={() => onSort(c.id)}
                >
                  {c.header}
                  <ChevronDownIcon
                    size={12}
                    className={
                      dir === null ? 'opacity-0' : dir === 'asc' ? 'rotate-180' : undefined
                    }
                  />
                </button>
              ) : (
                c.header
              )}
            </Th>
          )
        })}
        {actions && (
          <Th className={ACTIONS_HEAD}>
            <span className="sr-only">Actions</span>
          </Th>
        )}
      </Tr>
    </THead>
  )
}
