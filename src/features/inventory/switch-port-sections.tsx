import type { LldpNeighbor, SwitchPort } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { textColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { LinkBadge } from '~/resources/switch-ports/cells'
import { lldpConfig, lldpNeighbors, switchPortStatus } from '~/resources/switch-ports/queries'
import { Button } from '~/ui/button'
import { DateTime } from '~/ui/date-time'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'
import { summarizeLink } from '~/util/switch-link'

/** The LLDP form: its code loads when it is first opened. */
const LldpEditModal = lazyComponent(() => import('./lldp-edit').then((m) => m.LldpEditModal))

/**
 * The parts of a switch port's page that exist only while it has settings. Read with plain
 * queries: the loader fetched them for a port that had settings, and settings applied on the
 * page bring them in after.
 */
function Section({
  title,
  action,
  children,
}: {
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mb-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

const NO_SETTINGS = 'This port has no settings, so the switch has no link on it.'
const yesNo = (v: boolean | undefined) => (v === undefined ? '—' : v ? 'Yes' : 'No')
const orDash = (v: ReactNode) => v ?? '—'

export function LinkSection({ port }: { port: SwitchPort }) {
  const status = useQuery({ ...switchPortStatus(port), enabled: !!port.portSettingsId })
  const link = status.data && summarizeLink(status.data)
  return (
    <Section title="Link">
      {!port.portSettingsId ? (
        <p className="text-secondary">{NO_SETTINGS}</p>
      ) : status.isError ? (
        <Message variant="error">{errorMessage(status.error)}</Message>
      ) : !link ? (
        <p className="text-secondary">Reading the link…</p>
      ) : (
        <PropertiesTable>
          <Property label="State">
            <LinkBadge link={link} />
            {link.detail && <span className="text-secondary">{link.detail}</span>}
          </Property>
          <Property label="Speed">{orDash(link.speed)}</Property>
          <Property label="FEC">{orDash(link.fec)}</Property>
          <Property label="Autonegotiation">{yesNo(link.autoneg)}</Property>
          <Property label="Transceiver">
            {link.presence === undefined ? '—' : link.presence ? (link.media ?? 'Present') : 'None'}
          </Property>
          <Property label="Temperature">
            {link.temperature === undefined ? '—' : `${link.temperature.toFixed(1)} °C`}
          </Property>
        </PropertiesTable>
      )}
    </Section>
  )
}

export function LldpSection({ port, settingsName }: { port: SwitchPort; settingsName: string }) {
  const config = useQuery({ ...lldpConfig(port), enabled: !!port.portSettingsId })
  const denied = useFleetPermissions().cannot('switchPorts')
  const [editing, setEditing] = useState(false)
  const c = config.data
  return (
    <Section
      title="LLDP configuration"
      action={
        c && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            disabledReason={denied}
          >
            Edit LLDP
          </Button>
        )
      }
    >
      {!port.portSettingsId ? (
        <p className="text-secondary">{NO_SETTINGS}</p>
      ) : config.isError ? (
        <Message variant="error">{errorMessage(config.error)}</Message>
      ) : !c ? (
        <p className="text-secondary">Reading the LLDP configuration…</p>
      ) : (
        <PropertiesTable>
          <Property label="Enabled">{yesNo(c.enabled)}</Property>
          <Property label="System name">{orDash(c.systemName)}</Property>
          <Property label="Description">{orDash(c.systemDescription)}</Property>
          <Property label="Chassis ID">{orDash(c.chassisId)}</Property>
          <Property label="Link name">{orDash(c.linkName)}</Property>
          <Property label="Link text">{orDash(c.linkDescription)}</Property>
          <Property.Mono label="Management IP">{orDash(c.managementIp)}</Property.Mono>
        </PropertiesTable>
      )}
      {editing && c && (
        <LldpEditModal
          port={port}
          config={c}
          settingsName={settingsName}
          onDismiss={() => setEditing(false)}
        />
      )}
    </Section>
  )
}

/**
 * The SDK turns only `time_*`-like keys into dates, so `last_seen` arrives as the server's text
 * whatever its type says.
 */
const seen = (n: LldpNeighbor) => new Date(n.lastSeen as Date | string)

const neighborColumns: Column<LldpNeighbor>[] = [
  textColumn('System', (n) => n.systemName ?? '—'),
  textColumn('Chassis ID', (n) => n.chassisId, { mono: true }),
  textColumn('Their port', (n) => n.linkName, { mono: true }),
  textColumn(
    'Management IP',
    (n) =>
      n.managementIp
        .map((m) => ('ipAddr' in m.addr ? m.addr.ipAddr : ''))
        .filter(Boolean)
        .join(', ') || '—',
    { mono: true },
  ),
  { header: 'Last seen', value: (n) => seen(n), cell: (n) => <DateTime date={seen(n)} /> },
]

export function NeighborsSection({ port }: { port: SwitchPort }) {
  const neighbors = useQuery({ ...lldpNeighbors(port), enabled: !!port.portSettingsId })
  return (
    <Section title="LLDP neighbors">
      {!port.portSettingsId ? (
        <p className="text-secondary">{NO_SETTINGS}</p>
      ) : neighbors.isError ? (
        <Message variant="error">{errorMessage(neighbors.error)}</Message>
      ) : (
        <ListTable
          label="LLDP neighbors"
          rows={neighbors.data?.items ?? []}
          rowKey={(n) => `${n.chassisId} ${n.linkName}`}
          columns={neighborColumns}
          empty={neighbors.data ? 'Nothing has been heard on this port.' : 'Reading…'}
        />
      )}
    </Section>
  )
}
