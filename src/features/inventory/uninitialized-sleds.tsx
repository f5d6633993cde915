import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { errorMessage } from '~/api/errors'
import { textColumn } from '~/components/columns'
import { uninitializedSleds } from '~/resources/inventory/queries'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'

type Seated = { baseboard: { serial: string; part: string }; cubby: number }

const columns: Column<Seated>[] = [
  textColumn('Cubby', (s) => s.cubby),
  textColumn('Serial', (s) => s.baseboard.serial, { mono: true }),
  textColumn('Part', (s) => s.baseboard.part, { mono: true }),
]

/** Sleds seated in the rack that are not part of it yet. */
export function UninitializedSleds() {
  const id = useId()
  const query = useQuery(uninitializedSleds())
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        Uninitialized sleds
      </h2>
      {query.isError ? (
        <Message variant="error">{errorMessage(query.error)}</Message>
      ) : (
        <ListTable
          label="Uninitialized sleds"
          rows={query.data?.items ?? []}
          rowKey={(s) => s.baseboard.serial}
          columns={columns}
          empty="Every seated sled is part of the rack."
        />
      )}
    </section>
  )
}
