import type { ExternalIp } from '@oxide/api'
import { Badge } from '~/ui/badge'
import type { Column } from '~/ui/table'

/** An external IP's address, kind and (for a floating IP) name. */
export const externalIpColumns: Column<ExternalIp>[] = [
  { header: 'IP address', cell: (ip) => ip.ip, className: 'font-mono' },
  {
    header: 'Kind',
    cell: (ip) => <Badge color={ip.kind === 'floating' ? 'purple' : 'neutral'}>{ip.kind}</Badge>,
  },
  { header: 'Name', cell: (ip) => (ip.kind === 'floating' ? ip.name : '—') },
]
