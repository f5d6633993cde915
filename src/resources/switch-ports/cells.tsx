import type { SwitchPort } from '@oxide/api'
import { Link } from 'react-router'
import { useRowQuery } from '~/components/use-seen-here'
import { Badge, type BadgeColor } from '~/ui/badge'
import { type LinkSummary, summarizeLink } from '~/util/switch-link'
import { sb } from '~/util/system-paths'
import { switchPortStatus } from './queries'

const STATE_COLOR: Record<LinkSummary['state'], BadgeColor> = {
  Up: 'green',
  Down: 'yellow',
  Faulted: 'red',
  'Configuration error': 'red',
  Unknown: 'neutral',
}

export const LinkBadge = ({ link }: { link: LinkSummary }) => (
  <Badge color={STATE_COLOR[link.state]}>{link.state}</Badge>
)

/** A port by its name, linked to its page. */
export function PortLink({ port }: { port: SwitchPort }) {
  return (
    <Link
      to={sb.switchPort({ switchSlot: port.switchSlot, port: port.portName })}
      className="font-mono hover:underline"
    >
      {port.portName}
    </Link>
  )
}

/**
 * A port's link state, asked of the switch for ports with settings only: a port without any has
 * no link (the API answers its status with a 500).
 */
export function PortLinkState({ port }: { port: SwitchPort }) {
  const [ref, status] = useRowQuery({
    ...switchPortStatus(port),
    enabled: !!port.portSettingsId,
  })
  if (!port.portSettingsId) return <span className="text-tertiary">No link</span>
  if (status.isError) return <Badge color="neutral">Unknown</Badge>
  if (!status.data)
    return (
      <span ref={ref} className="text-tertiary">
        Reading…
      </span>
    )
  return <LinkBadge link={summarizeLink(status.data)} />
}
