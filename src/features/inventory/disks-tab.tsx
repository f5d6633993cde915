import type { PhysicalDisk } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { prefetch } from '~/api/query'
import { textColumn } from '~/components/columns'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { DiskPolicy, FORM_FACTOR, SledLink } from '~/resources/inventory/cells'
import { allSleds, physicalDiskList } from '~/resources/inventory/queries'
import { EmptyState } from '~/ui/empty-state'
import type { Column } from '~/ui/table'

export const loader = ({ request }: { request: Request }) =>
  prefetch(physicalDiskList(pageParamsOf(request)), allSleds())

/** Every physical disk of the rack with its sled (by serial), kind, policy and state. */
export default function DisksTab() {
  const sleds = useQuery(allSleds()).data?.items
  const columns = useMemo((): Column<PhysicalDisk>[] => {
    const serialOf = (d: PhysicalDisk) =>
      sleds?.find((s) => s.id === d.sledId)?.baseboard.serial ?? ''
    return [
      textColumn('Serial', (d) => d.serial, { mono: true }),
      {
        header: 'Sled',
        value: serialOf,
        cell: (d) => (d.sledId ? <SledLink id={d.sledId} serial={serialOf(d) || d.sledId} /> : '—'),
      },
      textColumn('Form factor', (d) => FORM_FACTOR[d.formFactor]),
      textColumn('Model', (d) => d.model, { mono: true }),
      {
        header: 'Policy',
        value: (d) => d.policy.kind,
        cell: (d) => <DiskPolicy disk={d} />,
      },
      textColumn('State', (d) => d.state),
    ]
  }, [sleds])
  return (
    <>
      <h2 className="sr-only">Physical disks</h2>
      <QueryTable
        label="Physical disks"
        query={physicalDiskList}
        columns={columns}
        emptyState={<EmptyState title="No physical disks" body="The rack reports no disks." />}
      />
    </>
  )
}
