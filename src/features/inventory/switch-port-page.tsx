import type { SwitchPort } from '@oxide/api'
import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { routeParams, useRouteParams } from '~/components/route-params'
import { clearLocked, confirmClearSettings } from '~/resources/switch-ports/actions'
import {
  allPortSettings,
  allSwitchPorts,
  lldpConfig,
  lldpNeighbors,
  switchPortStatus,
} from '~/resources/switch-ports/queries'
import { Button } from '~/ui/button'
import { PropertiesTable, Property } from '~/ui/properties'
import { LinkSection, LldpSection, NeighborsSection } from './switch-port-sections'

/** The apply form: its code loads when it is first opened. */
const ApplySettingsModal = lazyComponent(() =>
  import('./port-settings-apply').then((m) => m.ApplySettingsModal),
)

/** The port the route names, from the rack's ports; none is 'Page not found'. */
async function portAt(switchSlot: string, port: string): Promise<SwitchPort> {
  const ports = await ensure(allSwitchPorts())
  const found = ports.items.find((p) => p.switchSlot === switchSlot && p.portName === port)
  if (!found) throw new Response(`no port ${switchSlot} ${port}`, { status: 404 })
  return found
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { switchSlot, port } = routeParams(params, 'switchSlot', 'port')
  const found = await portAt(switchSlot, port)
  // a port with no settings has no link: the switch is asked nothing about it
  const link = found.portSettingsId
    ? [switchPortStatus(found), lldpConfig(found), lldpNeighbors(found)]
    : []
  return prefetch(allPortSettings(), ...link)
}

/**
 * One switch port: the settings applied to it (apply others, or clear them), its link as the
 * switch reports it, its LLDP configuration and the neighbors LLDP hears on it.
 */
export default function SwitchPortPage() {
  const { switchSlot, port: name } = useRouteParams('switchSlot', 'port')
  const ports = usePrefetchedQuery(allSwitchPorts()).items
  const settings = usePrefetchedQuery(allPortSettings()).items
  const denied = useFleetPermissions().cannot('switchPorts')
  const [applying, setApplying] = useState(false)
  const port = ports.find((p) => p.switchSlot === switchSlot && p.portName === name)
  // the port left the list since the loader ran (it cannot today): the route's 404
  if (!port) throw new Response(`no port ${switchSlot} ${name}`, { status: 404 })
  const applied = settings.find((s) => s.id === port.portSettingsId)
  const appliedName = applied?.name ?? port.portSettingsId ?? ''
  const clearReason = denied ?? clearLocked(port)
  return (
    <>
      <PageHeader
        title={`${port.switchSlot} ${port.portName}`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setApplying(true)} disabledReason={denied}>
              Apply settings
            </Button>
            <Button
              variant="danger"
              onClick={() => confirmClearSettings(port, appliedName)}
              disabledReason={clearReason}
            >
              Clear settings
            </Button>
          </>
        }
      >
        Switch port
      </PageHeader>
      <PropertiesTable>
        <Property.Mono label="Switch">{port.switchSlot}</Property.Mono>
        <Property.Mono label="Port">{port.portName}</Property.Mono>
        <Property label="Settings">
          {port.portSettingsId ? (
            <span className="font-mono">{appliedName}</span>
          ) : (
            <span className="text-tertiary">None</span>
          )}
        </Property>
        <Property.Mono label="Rack" small>
          {port.rackId}
        </Property.Mono>
        <Property.Mono label="Port ID" small>
          {port.id}
        </Property.Mono>
      </PropertiesTable>
      <LinkSection port={port} />
      <LldpSection port={port} settingsName={appliedName} />
      <NeighborsSection port={port} />
      {applying && (
        <ApplySettingsModal
          port={port}
          current={applied?.name}
          onDismiss={() => setApplying(false)}
        />
      )}
    </>
  )
}
