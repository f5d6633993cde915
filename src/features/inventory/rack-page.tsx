import { Link } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { allSleds, rackView } from '~/resources/inventory/queries'
import { PropertiesTable, Property } from '~/ui/properties'
import { sb } from '~/util/system-paths'
import { RackElevation } from './rack-elevation'
import { RackMembership, useRackMembership } from './rack-membership'

/** The rack, the sleds its elevation draws and its membership, read side by side. */

/** One rack: its facts, its sleds drawn in their elevation, and its latest membership change. */
export default function RackPage() {
  const { rackId } = useRouteParams('rackId')
  const rack = usePrefetchedQuery(rackView(rackId))
  const sleds = usePrefetchedQuery(allSleds()).items.filter((s) => s.rackId === rackId)
  const membership = useRackMembership(rackId)
  return (
    <>
      <PageHeader title="Rack" />
      <PropertiesTable>
        <Property.Id id={rack.id} noun="rack" />
        <Property label="Sleds">
          <Link to={sb.sleds()} className="underline">
            {sleds.length} {sleds.length === 1 ? 'sled' : 'sleds'}
          </Link>
        </Property>
        <Property.Created date={rack.timeCreated} />
        <Property.Modified date={rack.timeModified} />
      </PropertiesTable>
      <RackElevation rackId={rackId} />
      <RackMembership rackId={rackId} query={membership} />
    </>
  )
}
