import type { Switch } from '@oxide/api'
import { textColumn } from '~/components/columns'
import { listLoader, listPage } from '~/components/list-page'
import { switchList } from '~/resources/inventory/queries'
import type { Column } from '~/ui/table'

export const loader = listLoader((_, page) => [switchList(page)])

const columns: Column<Switch>[] = [
  textColumn('Serial', (s) => s.baseboard.serial, { mono: true }),
  textColumn('Part', (s) => s.baseboard.part, { mono: true }),
  textColumn('Revision', (s) => s.baseboard.revision),
  textColumn('ID', (s) => s.id, { mono: true }),
]

/** The rack's switches. */
export default listPage(() => ({
  heading: 'Switches',
  query: (page) => switchList(page),
  columns,
  empty: { title: 'No switches', body: 'The rack reports no switches.' },
}))
