import type { Switch } from '@oxide/api'
import { Link } from 'react-router'
import { textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { switchList } from '~/resources/inventory/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<Switch>[] = [
  {
    header: 'Serial',
    value: (s) => s.baseboard.serial,
    cell: (s) => (
      <Link to={sb.switch({ switchId: s.id })} className="font-mono hover:underline">
        {s.baseboard.serial}
      </Link>
    ),
  },
  textColumn('Part', (s) => s.baseboard.part, { mono: true }),
  textColumn('Revision', (s) => s.baseboard.revision),
  textColumn('ID', (s) => s.id, { mono: true }),
]

/** The rack's switches; each serial links to the switch's page. */
export default listPage(() => ({
  heading: 'Switches',
  query: (page) => switchList(page),
  columns,
  empty: { title: 'No switches', body: 'The rack reports no switches.' },
}))
