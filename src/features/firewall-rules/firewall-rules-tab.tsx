import type { VpcFirewallRule } from '@oxide/api'
import { Link } from 'react-router'
import { listPage, useProjectRole } from '~/components/list-page'
import { FIREWALL_OPS, firewallRuleRows } from '~/resources/vpcs/queries'
import { Badge } from '~/ui/badge'
import type { Column } from '~/ui/table'
import { pb } from '~/util/paths'
import { deleteRules, ruleBulkActions } from './rule-actions'
import { hostText, protocolText } from './rule-text'

const list = (items: string[]) =>
  items.length === 0 ? (
    <span className="text-tertiary">—</span>
  ) : (
    items.map((t) => <div key={t}>{t}</div>)
  )

/** One labelled line per kind of filter a rule has; none: it matches all traffic. */
function Filters({ rule }: { rule: VpcFirewallRule }) {
  const { hosts, protocols, ports } = rule.filters
  const parts: [string, string[]][] = [
    ['Hosts', (hosts ?? []).map(hostText)],
    ['Protocols', (protocols ?? []).map(protocolText)],
    ['Ports', ports ?? []],
  ]
  const shown = parts.filter(([, items]) => items.length > 0)
  if (shown.length === 0) return <span className="text-tertiary">All traffic</span>
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2">
      {shown.map(([label, items]) => (
        <div key={label} className="contents">
          <dt className="text-tertiary">{label}</dt>
          <dd className="font-mono">{items.join(', ')}</dd>
        </div>
      ))}
    </dl>
  )
}

const filterText = (r: VpcFirewallRule) =>
  [
    ...(r.filters.hosts ?? []).map(hostText),
    ...(r.filters.protocols ?? []).map(protocolText),
    ...(r.filters.ports ?? []),
  ].join(' ')

const columns = (project: string, vpc: string): Column<VpcFirewallRule>[] => [
  {
    header: 'Priority',
    value: (r) => r.priority,
    cell: (r) => r.priority,
    className: 'font-mono text-right',
  },
  {
    header: 'Name',
    value: (r) => r.name,
    cell: (r) => (
      <Link
        to={pb.vpcFirewallRuleEdit({ project, vpc, rule: r.name })}
        className="font-medium text-default hover:underline"
      >
        {r.name}
      </Link>
    ),
  },
  {
    header: 'Action',
    value: (r) => r.action,
    cell: (r) => <Badge color={r.action === 'allow' ? 'green' : 'red'}>{r.action}</Badge>,
  },
  { header: 'Direction', value: (r) => r.direction, cell: (r) => r.direction },
  // at a phone's width: priority, name, action and direction, what a rule does
  {
    header: 'Targets',
    phone: false,
    value: (r) => r.targets.map(hostText).join(' '),
    cell: (r) =>
      r.targets.length === 0 ? (
        <span className="text-tertiary">Every instance</span>
      ) : (
        list(r.targets.map(hostText))
      ),
  },
  { header: 'Filters', phone: false, value: filterText, cell: (r) => <Filters rule={r} /> },
  {
    header: 'Status',
    phone: false,
    value: (r) => r.status,
    cell: (r) => (
      <Badge color={r.status === 'enabled' ? 'green' : 'neutral'} variant="outline">
        {r.status}
      </Badge>
    ),
  },
]

export default listPage(
  () => useProjectRole('networking', 'vpc'),
  ({ project, vpc, denied, navigate }) => ({
    label: 'Firewall rules',
    query: (page) => firewallRuleRows(project, vpc)(page),
    columns: columns(project, vpc),
    denied,
    rowActions: {
      edit: (r) => pb.vpcFirewallRuleEdit({ project, vpc, rule: r.name }),
      more: (r) => [
        {
          label: 'Clone',
          onActivate: () => navigate(pb.vpcFirewallRulesNew({ project, vpc, rule: r.name })),
        },
      ],
      delete: {
        kind: 'firewall rule',
        run: (r) => deleteRules(project, vpc, [r.name]),
        touches: FIREWALL_OPS,
      },
    },
    bulkActions: ruleBulkActions(project, vpc),
    create: { to: pb.vpcFirewallRulesNew({ project, vpc }), label: 'New rule' },
    empty: {
      title: 'No firewall rules',
      body: 'Without rules, instances in this VPC take no inbound traffic and may send anywhere.',
    },
  }),
)
