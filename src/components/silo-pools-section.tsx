import type { IpVersion } from '@oxide/api'
import { type ReactNode, useState } from 'react'
import { errorMessage } from '~/api/errors'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'
import { descriptionColumn, NameLink } from './columns'
import { type LinkPool, linkActions, type PoolLinkKind } from './pool-links'

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

type SiloLink = { siloId: string; isDefault: boolean }

/**
 * A pool's links to silos (a tab of the pool's page), for every kind of pool: the silos linked
 * to it, where it is their default, and linking, making default and unlinking. The page gives
 * the kind, the links it read, the silos' names, what a link is for (`intro`), and its link
 * form; `linkDenied` says why this pool links to no silo, if it does not.
 */
export function PoolSilosSection<P extends LinkPool>({
  kind,
  pool,
  links,
  siloName,
  intro,
  cannot,
  linkDenied,
  linkForm,
}: {
  kind: PoolLinkKind<P>
  pool: P
  links: SiloLink[]
  siloName: (id: string) => string | undefined
  intro: string
  cannot: string | undefined
  linkDenied?: string
  linkForm: (onDismiss: () => void) => ReactNode
}) {
  const [linking, setLinking] = useState(false)
  const silo = (l: SiloLink) => siloName(l.siloId) ?? l.siloId
  const columns: Column<SiloLink>[] = [
    { header: 'Silo', cell: (l) => <NameLink to={sb.silo({ silo: silo(l) })}>{silo(l)}</NameLink> },
    defaultColumn(),
  ]
  return (
    <TabSection
      heading="Linked silos"
      intro={intro}
      actions={
        <Button size="sm" disabledReason={cannot ?? linkDenied} onClick={() => setLinking(true)}>
          Link silo
        </Button>
      }
    >
      <ListTable
        label="Linked silos"
        columns={columns}
        rows={links}
        rowKey={(l) => l.siloId}
        rowName={silo}
        empty="No silo is linked to this pool"
        actions={(l) =>
          linkActions(kind, pool, { id: l.siloId, name: silo(l) }, l.isDefault, 'pool', cannot)
        }
      />
      {linking && linkForm(() => setLinking(false))}
    </TabSection>
  )
}
