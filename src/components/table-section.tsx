import type { QueryKey } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { EmptyState } from '~/ui/empty-state'
import { TitledSection } from '~/ui/titled-section'
import { QueryTable, type QueryTableProps, type Row } from './query-table'

type Props<T extends Row, K extends QueryKey> = Omit<
  QueryTableProps<T, K>,
  'label' | 'emptyState'
> & {
  /** The section's heading and the table's name. */
  title: string
  /** A sentence under the heading. */
  intro?: ReactNode
  /** Beside the heading, and again in the empty state (an add button). */
  action?: ReactNode
  empty: { title: string; body: ReactNode }
  className?: string
}

/**
 * A detail page's section that is one table (a group's members, a router's routes): its
 * heading names the section and the table; the empty state says why it is empty and offers
 * the section's action.
 */
export function TableSection<T extends Row, K extends QueryKey>(props: Props<T, K>) {
  const { title, intro, action, empty, className, ...table } = props
  const headingId = useId()
  return (
    <TitledSection title={title} headingId={headingId} actions={action} className={className}>
      {intro && <p className="text-secondary">{intro}</p>}
      <QueryTable
        {...table}
        label={title}
        emptyState={<EmptyState title={empty.title} body={empty.body} action={action} />}
      />
    </TitledSection>
  )
}
