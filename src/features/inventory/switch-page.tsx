import { Link } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { switchView } from '~/resources/inventory/queries'
import { PropertiesTable, Property } from '~/ui/properties'
import { sb } from '~/util/system-paths'

/**
 * One switch: its baseboard and rack. The API names no slot for a switch and lists switch
 * ports by rack and slot only (no filter by switch), so its ports are a link to their tab.
 */
export default function SwitchPage() {
  const { switchId } = useRouteParams('switchId')
  const sw = usePrefetchedQuery(switchView(switchId))
  return (
    <>
      <PageHeader title={`Switch ${sw.baseboard.serial}`} />
      <PropertiesTable>
        <Property.Id id={sw.id} noun="switch" />
        <Property label="Rack">
          <Link to={sb.rack({ rackId: sw.rackId })} className="font-mono text-xs hover:underline">
            {sw.rackId}
          </Link>
        </Property>
        <Property.Mono label="Serial">{sw.baseboard.serial}</Property.Mono>
        <Property.Mono label="Part">{sw.baseboard.part}</Property.Mono>
        <Property label="Revision">{sw.baseboard.revision}</Property>
        <Property.Created date={sw.timeCreated} />
        <Property.Modified date={sw.timeModified} />
      </PropertiesTable>
      <p className="text-sm text-secondary">
        Its ports, with their settings and links, are on the{' '}
        <Link to={sb.switchPorts()} className="underline">
          switch ports tab
        </Link>
        .
      </p>
    </>
  )
}
