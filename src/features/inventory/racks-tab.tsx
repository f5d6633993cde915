import type { Rack } from '@oxide/api'
import { Link } from 'react-router'
import { createdColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { rackList } from '~/resources/inventory/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<Rack>[] = [
  {
    header: 'ID',
    value: (r) => r.id,
    cell: (r) => (
      <Link to={sb.rack({ rackId: r.id })} className="font-mono hover:underline">
        {r.id}
      </Link>
    ),
  },
  createdColumn(),
]

/** The fleet's racks (one, today); each links to its page with its elevation and membership. */
export default listPage(() => ({
  heading: 'Racks',
  query: (page) => rackList(page),
  columns,
  empty: { title: 'No racks', body: 'The fleet reports no racks.' },
}))
