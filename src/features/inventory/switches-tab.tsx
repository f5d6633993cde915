import type { Switch } from '@oxide/api'
import { prefetch } from '~/api/query'
import { textColumn } from '~/components/columns'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { switchList } from '~/resources/inventory/queries'
import { EmptyState } from '~/ui/empty-state'
import type { Column } from '~/ui/table'

export const loader = ({ request }: { request: Request }) =>
  prefetch(switchList(pageParamsOf(request)))

const columns: Column<Switch>[] = [
  textColumn('Serial', (s) => s.baseboard.serial, { mono: true }),
  textColumn('Part', (s) => s.baseboard.part, { mono: true }),
  textColumn('Revision', (s) => s.baseboard.revision),
  textColumn('ID', (s) => s.id, { mono: true }),
]

/** The rack's switches. */
export default function SwitchesTab() {
  return (
    <>
      <h2 className="sr-only">Switches</h2>
      <QueryTable
        label="Switches"
        query={switchList}
        columns={columns}
        emptyState={<EmptyState title="No switches" body="The rack reports no switches." />}
      />
    </>
  )
}
