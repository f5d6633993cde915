import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { Badge } from '~/ui/badge'
import { CheckIcon, CloseIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import { Listbox } from '~/ui/listbox'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import {
  type ActionCheck,
  accessSentence,
  actionsFor,
  describeGrant,
  type Effective,
  effectiveAccess,
  type Identity,
  type Membership,
  type Policy,
} from '~/util/effective-access'
import { ROLE_LABEL } from '~/util/roles'
import { type IdentityLink, IdentityName, RoleBadge } from './role-badge'

type Row = Identity & Effective

/** Where a role comes from, and any weaker grants beside it. */
function Source({ row }: { row: Row }) {
  if (!row.from) return null
  const others = row.grants.slice(1)
  return (
    <span className="block text-sm whitespace-normal">
      {describeGrant(row.from)}
      {others.length > 0 && (
        <span className="text-tertiary">
          {' '}
          (also {others.map((g) => `${ROLE_LABEL[g.role]}: ${describeGrant(g)}`).join('; ')})
        </span>
      )}
    </span>
  )
}

/**
 * Two columns whose text wraps (on inner spans: a cell's own class cannot undo the table's
 * nowrap), the role's source beneath its badge: the table holds no control to
 * scroll to, so it must fit a phone.
 */
const columnsFor = (linkTo?: IdentityLink): Column<Row>[] => [
  { header: 'User', cell: (r) => <IdentityName identity={r} linkTo={linkTo} /> },
  {
    header: 'Role',
    cell: (r) => (
      <>
        {r.role ? <RoleBadge role={r.role} /> : <span className="text-tertiary">no role</span>}
        <Source row={r} />
      </>
    ),
  },
]

/** One action for "view as": can or cannot, what it is, the role it needs. */
const ActionItem = ({ check }: { check: ActionCheck }) => (
  <li className="flex items-start gap-3 px-3 py-2">
    {check.allowed ? (
      <Badge color="green">
        <CheckIcon aria-hidden /> can
      </Badge>
    ) : (
      <Badge color="red">
        <CloseIcon aria-hidden /> cannot
      </Badge>
    )}
    <span className="min-w-0">
      {check.label}
      <span className="block text-xs text-secondary">
        needs {ROLE_LABEL[check.needs]} or higher
      </span>
    </span>
  </li>
)

/**
 * Beyond the vendor's console: each user's effective role here and where it comes from
 * (directly, through which group, or the silo role carried down to a project; the strongest
 * wins), and "view as": the actions of this silo or project one user can and cannot take.
 * The user viewed as is part of the URL (`?as=<user id>`).
 */
export function EffectiveSection({
  scope,
  users,
  groupsOf,
  policy,
  silo,
  linkTo,
  note,
}: {
  scope: 'silo' | 'project'
  users: Identity[]
  groupsOf: (userId: string) => Membership
  policy: Policy
  /** On a project: the silo policy, whose roles carry down. */
  silo?: Policy
  /** Each user's page, to name them by a link. */
  linkTo?: IdentityLink
  /** What the list cannot know (another silo's groups), beneath its introduction. */
  note?: string
}) {
  const rows: Row[] = users
    .map((u) => ({ ...u, ...effectiveAccess(u.id, groupsOf(u.id), policy, silo) }))
    .sort((a, b) => a.name.localeCompare(b.name))
  const [search, setSearch] = useSearchParams()
  const viewed = rows.find((r) => r.id === search.get('as'))
  const labelId = useId()
  const where = scope === 'silo' ? 'the silo' : 'this project'
  return (
    <TitledSection title="Effective access" headingId="effective-heading">
      <p className="text-sm text-secondary">
        Each user’s role on {where}: assigned to them, through a group they are in
        {scope === 'project' ? ', or carried down from their silo role' : ''}. The strongest wins.
        {note && ` ${note}`}
      </p>
      <ListTable
        label="Effective access"
        columns={columnsFor(linkTo)}
        rows={rows}
        rowKey={(r) => r.id}
        empty="The silo has no users"
      />
      <div className="mt-4 flex flex-col gap-2">
        <h3 id={labelId} className="font-semibold">
          View as
        </h3>
        <Listbox
          aria-labelledby={labelId}
          className="max-w-sm"
          placeholder="Pick a user"
          items={rows.map((r) => ({ value: r.id, label: r.name }))}
          value={viewed?.id ?? null}
          onChange={(id) =>
            setSearch(
              (s) => {
                s.set('as', id)
                return s
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
        {viewed && (
          <>
            <p role="status" className="text-sm">
              {accessSentence(viewed.name, viewed, where)}
            </p>
            {/* a list rather than a table: it fits a phone with nothing to scroll */}
            <ul
              aria-label={`What ${viewed.name} can do`}
              className="divide-y divide-line rounded-lg border border-line bg-raise"
            >
              {actionsFor(scope, viewed.role).map((check) => (
                <ActionItem key={check.action} check={check} />
              ))}
            </ul>
          </>
        )}
      </div>
    </TitledSection>
  )
}
