import type { PhysicalDiskAdoptionRequest, Sled, UnadoptedPhysicalDisk } from '@oxide/api'
import type { UseQueryResult } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { dateColumn, textColumn } from '~/components/columns'
import { FORM_FACTOR, SledLink } from '~/resources/inventory/cells'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import type { Column } from '~/ui/table'
import { PageSection } from '~/ui/titled-section'
import {
  adoptionRequests,
  confirmDisableAdoption,
  confirmEnableAdoption,
  unadoptedDisks,
} from './disk-adoption-actions'

type Identity = { vendor: string; model: string; serial: string }
const keyOf = (d: Identity) => `${d.vendor}:${d.model}:${d.serial}`
const identityColumns = <T,>(id: (row: T) => Identity): Column<T>[] => [
  textColumn('Serial', (r) => id(r).serial, { mono: true }),
  textColumn('Vendor', (r) => id(r).vendor, { mono: true }),
  textColumn('Model', (r) => id(r).model, { mono: true }),
]

const requestColumns: Column<PhysicalDiskAdoptionRequest>[] = [
  ...identityColumns<PhysicalDiskAdoptionRequest>((r) => r.diskId),
  dateColumn('Requested', (r) => r.timeCreated),
]

/** One of the two lists: its heading, its error in words, or the table. */
function Section<T>({
  title,
  query,
  children,
}: {
  title: string
  query: UseQueryResult<{ items: T[] }>
  children: (rows: T[]) => ReactNode
}) {
  return (
    <PageSection title={title} className="mt-8">
      {query.isError ? (
        <Message variant="error">{errorMessage(query.error)}</Message>
      ) : (
        children(query.data?.items ?? [])
      )}
    </PageSection>
  )
}

/**
 * Disks the control plane does not use (seated in an in-service sled, not adopted: a new disk
 * of a kind not adopted on its own, or one expunged and seated again), each with Enable
 * adoption, and the requests not yet carried out, each with Disable adoption (fleet admins).
 * Read after the disk list is on screen, as the sleds tab reads its uninitialized sleds.
 */
export function DiskAdoption({ sleds }: { sleds: Sled[] }) {
  const unadopted = useQuery(unadoptedDisks())
  const requests = useQuery(adoptionRequests())
  const denied = useFleetPermissions().cannot('diskAdoption')
  const serialOf = (d: UnadoptedPhysicalDisk) =>
    sleds.find((s) => s.id === d.sledId)?.baseboard.serial ?? d.sledId
  const unadoptedColumns: Column<UnadoptedPhysicalDisk>[] = [
    ...identityColumns<UnadoptedPhysicalDisk>((d) => d.diskId),
    {
      header: 'Sled',
      value: serialOf,
      cell: (d) => <SledLink id={d.sledId} serial={serialOf(d)} />,
    },
    textColumn('Slot', (d) => d.slot),
    textColumn('Kind', (d) => FORM_FACTOR[d.variant]),
  ]
  return (
    <>
      <Section title="Unadopted disks" query={unadopted}>
        {(rows) => (
          <ListTable
            label="Unadopted disks"
            rows={rows}
            rowKey={(d) => keyOf(d.diskId)}
            rowName={(d) => d.diskId.serial}
            columns={unadoptedColumns}
            actions={(d) => [
              {
                label: 'Enable adoption',
                onActivate: () => confirmEnableAdoption(d, serialOf(d)),
                disabled: denied ?? false,
              },
            ]}
            empty="The control plane uses every disk seated in an in-service sled."
          />
        )}
      </Section>
      <Section title="Adoption requests" query={requests}>
        {(rows) => (
          <ListTable
            label="Adoption requests"
            rows={rows}
            rowKey={(r) => r.id}
            rowName={(r) => r.diskId.serial}
            columns={requestColumns}
            actions={(r) => [
              {
                label: 'Disable adoption',
                onActivate: () => confirmDisableAdoption(r),
                disabled: denied ?? false,
              },
            ]}
            empty="No disk is waiting to be adopted."
          />
        )}
      </Section>
    </>
  )
}
