import type { QueryKey } from '@tanstack/react-query'
import { type ComponentType, type ReactNode, useMemo, useRef } from 'react'
import { type NavigateFunction, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import type { RoleAction } from '~/util/roles'
import { refusedBy } from './confirm-action'
import { LinkButton } from './link-button'
import type { BulkAction } from './list/bulk-actions'
import { type RowMenu, rowMenu } from './list/row-menu'
import type { PageQuery } from './list/use-collection'
import { PageHeader } from './page-header'
import { QueryTable } from './query-table'
import { useRouteParams } from './route-params'

type Row = { id: string; name?: string }

/** A list's create action: a link to its form, or a modal of the page's. */
export type Create = { label: string; disabledReason?: string } & (
  | { to: string }
  | { onClick: () => void }
)

/** What a list screen is; `listPage` renders the rest. */
export type ListSpec<T extends Row, K extends QueryKey> = {
  /** The page's h1. A tab has none: its page's h1 names it. */
  title?: string
  /** Beside the title and above the empty state's title. */
  icon?: ComponentType<{ size?: number }>
  /** A tab's own heading, visually hidden, for moving by headings. */
  heading?: string
  /** A sentence under the title, or beside a tab's create button. */
  intro?: ReactNode
  /** The table's accessible name, when it is not the title or the heading. */
  label?: string
  /** Written `(page) => list(page)`: the rows' type is read from it before the actions'. */
  query: PageQuery<T, K>
  columns: Column<T>[]
  rowActions?: RowMenu<T> | ((row: T) => MenuAction[])
  bulkActions?: BulkAction<T>[]
  /** The header's action and the empty state's, one button. */
  create?: Create
  /**
   * Why the user's role allows no change to the list: it disables the create button (unless
   * `create` gives its own reason), every row action but View, and every bulk action.
   */
  denied?: string
  /** Header actions that create nothing (Sign out everywhere); a tab's sit beside its intro. */
  actions?: ReactNode
  empty: { title: string; body?: ReactNode }
  /** Between the header and the table, e.g. a switch between two lists. */
  above?: ReactNode
  /** In place of the table: why the list is not the user's to read. */
  notice?: ReactNode
  /** A fresh table for each value: lists that share one page keep their pages apart. */
  tableKey?: string
  /** After the table: the page's own modals. */
  children?: ReactNode
}

type Ctx<C> = C & { navigate: NavigateFunction }
type Declare<C, T extends Row = Row, K extends QueryKey = QueryKey> = (
  ctx: Ctx<C>,
) => ListSpec<T, K>

const shallowEqual = (a: object, b: object) => {
  const keys = Object.keys(a) as (keyof typeof a)[]
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]))
}

/**
 * A list screen as a declaration: `hooks` reads what the page depends on (route params, the
 * role's reasons, the page's own state), `declare` turns that into the list. The declaration is
 * made again only when a value `hooks` returns changes, which keeps the columns, query and
 * actions as stable as QueryTable needs them; so `hooks` returns values, and `declare` derives
 * from them. The result is a component: a route module's default export, or a tab's.
 */
export function listPage<T extends Row, K extends QueryKey>(
  declare: Declare<object, T, K>,
): () => ReactNode
export function listPage<C extends object, T extends Row, K extends QueryKey, P extends object>(
  hooks: (props: P) => C,
  declare: Declare<C, T, K>,
): (props: P) => ReactNode
export function listPage(...args: unknown[]): (props: never) => ReactNode {
  // the overloads above hold the types; a page's own types end where its declaration does
  const [hooks, declare] = (args.length === 2 ? args : [() => ({}), args[0]]) as [
    (props: object) => object,
    Declare<object>,
  ]
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module as it is imported (as `lazy` makes its components), never in a render, so its hooks keep their order
  function ListScreen(props: object) {
    const navigate = useNavigate()
    const read = { ...hooks(props), navigate }
    const held = useRef(read)
    if (!shallowEqual(held.current, read)) held.current = read
    const ctx = held.current
    const spec = useMemo(() => {
      const { rowActions, bulkActions, create, denied, ...rest } = declare(ctx)
      const menu = rowActions && typeof rowActions !== 'function'
      return {
        ...rest,
        create: create && { disabledReason: denied, ...create },
        bulkActions: bulkActions && refusedBy(denied, bulkActions),
        rowActions: menu ? rowMenu(ctx.navigate, { denied, ...rowActions }) : rowActions,
      }
    }, [ctx])
    return <ListPage {...spec} />
  }
  return ListScreen
}

function CreateButton({ create }: { create: Create }) {
  const { label, disabledReason } = create
  const content = (
    <>
      <PlusIcon size={14} />
      {label}
    </>
  )
  if ('to' in create)
    return (
      <LinkButton to={create.to} disabledReason={disabledReason}>
        {content}
      </LinkButton>
    )
  return (
    <Button disabledReason={disabledReason} onClick={create.onClick}>
      {content}
    </Button>
  )
}

function ListPage<T extends Row, K extends QueryKey>({
  title,
  icon: Icon,
  heading,
  intro,
  label,
  query,
  columns,
  rowActions,
  bulkActions,
  create,
  actions,
  empty,
  above,
  notice,
  tableKey,
  children,
}: Omit<ListSpec<T, K>, 'rowActions' | 'denied'> & { rowActions?: (row: T) => MenuAction[] }) {
  const button = create && <CreateButton create={create} />
  const name = label ?? title ?? heading ?? ''
  const tools = actions ?? button
  return (
    <>
      {title ? (
        <PageHeader title={title} icon={Icon && <Icon size={20} />} actions={tools}>
          {intro}
        </PageHeader>
      ) : (
        <>
          {heading && <h2 className="sr-only">{heading}</h2>}
          {intro ? (
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 flex-[1_1_20rem] text-secondary">{intro}</p>
              {tools}
            </div>
          ) : (
            tools && <div className="mb-4 flex justify-end">{tools}</div>
          )}
        </>
      )}
      {above}
      {notice ?? (
        <QueryTable
          key={tableKey}
          label={name}
          query={query}
          columns={columns}
          rowActions={rowActions}
          bulkActions={bulkActions}
          emptyState={
            <EmptyState
              icon={Icon && <Icon size={24} />}
              title={empty.title}
              body={empty.body}
              action={button}
            />
          }
        />
      )}
      {children}
    </>
  )
}

/**
 * What most project screens read first: the route's project (and the other params named) and
 * why the user's roles there forbid `action`, or undefined when they allow it.
 *   const { project, vpc, denied } = useProjectRole('networking', 'vpc')
 */
export function useProjectRole<K extends string = never>(action: RoleAction, ...names: K[]) {
  const params = useRouteParams<K | 'project'>('project', ...names)
  return { ...params, denied: usePermissions(params.project).cannot(action) }
}
