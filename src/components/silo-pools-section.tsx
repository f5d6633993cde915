import type { IpVersion } from '@oxide/api'
import { type ReactNode, useState } from 'react'
import { errorMessage } from '~/api/errors'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { descriptionColumn, NameLink } from './columns'
import { linkActions, type PoolLinkKind } from './pool-links'

/** Whether a link makes the pool the silo's default: a badge, or a dash. */
export const defaultColumn = <T extends { isDefault: boolean }>(): Column<T> => ({
  header: 'Default',
  cell: (p) =>
    p.isDefault ? <Badge color="green">default</Badge> : <span className="text-tertiary">—</span>,
})

type SiloPool = { id: string; name: string; description: string; ipVersion: IpVersion }

/**
 * A silo's pools of one kind (a tab of the silo page): the pools linked to it, which is the
 * default of each version, and linking, making default and unlinking. The tab gives the kind,
 * its read (`pools`, a `useQuery` result), the columns between description and Default, and
 * its link form.
 */
export function SiloPoolsSection<P extends SiloPool & { isDefault: boolean }>({
  silo,
  kind,
  pools,
  poolPath,
  columns,
  heading,
  intro,
  empty,
  cannot,
  linkModal,
}: {
  silo: string
  kind: PoolLinkKind<P>
  pools: { data?: { items: P[] }; error: Error | null; isPending: boolean }
  poolPath: (name: string) => string
  columns: Column<P>[]
  heading: string
  intro: string
  empty: string
  cannot: string | undefined
  linkModal: (onDismiss: () => void) => ReactNode
}) {
  const [linking, setLinking] = useState(false)
  const all: Column<P>[] = [
    {
      header: 'Name',
      cell: (p) => <NameLink to={poolPath(p.name)}>{p.name}</NameLink>,
    },
    descriptionColumn(),
    ...columns,
    defaultColumn(),
  ]
  const actions = (p: P) =>
    linkActions(kind, p, { id: silo, name: silo }, p.isDefault, 'silo', cannot)
  return (
    <TabSection
      heading={heading}
      intro={intro}
      actions={
        <Button size="sm" disabledReason={cannot} onClick={() => setLinking(true)}>
          Link pool
        </Button>
      }
    >
      {pools.error ? (
        <p className="text-danger-fg">{errorMessage(pools.error)}</p>
      ) : (
        <ListTable
          label={heading}
          columns={all}
          rows={pools.data?.items ?? []}
          rowKey={(p) => p.id}
          rowName={(p) => p.name}
          empty={pools.isPending ? 'Loading pools…' : empty}
          actions={actions}
        />
      )}
      {linking && linkModal(() => setLinking(false))}
    </TabSection>
  )
}
