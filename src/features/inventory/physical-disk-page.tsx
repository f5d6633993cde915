import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { DiskPolicy, FORM_FACTOR, SledLink } from '~/resources/inventory/cells'
import { allSleds, physicalDiskView } from '~/resources/inventory/queries'
import { PropertiesTable, Property } from '~/ui/properties'

/** The disk and the sleds (the disks tab's cached list, read beside it) to name its sled. */

/** One physical disk: what the manufacturer says it is, its policy and state, and its sled. */
export default function PhysicalDiskPage() {
  const { diskId } = useRouteParams('diskId')
  const disk = usePrefetchedQuery(physicalDiskView(diskId))
  const sleds = usePrefetchedQuery(allSleds()).items
  const sled = disk.sledId ? sleds.find((s) => s.id === disk.sledId) : undefined
  return (
    <>
      <PageHeader title={`Disk ${disk.serial}`} />
      <PropertiesTable>
        <Property.Id id={disk.id} noun="disk" />
        <Property.Mono label="Serial">{disk.serial}</Property.Mono>
        <Property.Mono label="Model">{disk.model}</Property.Mono>
        <Property label="Vendor">{disk.vendor}</Property>
        <Property label="Form factor">{FORM_FACTOR[disk.formFactor]}</Property>
        <Property label="Policy">
          <DiskPolicy disk={disk} />
        </Property>
        <Property label="State">{disk.state}</Property>
        <Property label="Sled">
          {disk.sledId ? (
            <SledLink id={disk.sledId} serial={sled?.baseboard.serial ?? disk.sledId} />
          ) : (
            '—'
          )}
        </Property>
        <Property.Created date={disk.timeCreated} />
        <Property.Modified date={disk.timeModified} />
      </PropertiesTable>
    </>
  )
}
