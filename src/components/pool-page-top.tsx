import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Touches } from '~/api/change'
import { PropertiesTable, Property } from '~/ui/properties'
import { DeleteButton } from './delete-button'
import { LinkButton } from './link-button'
import { PageHeader } from './page-header'

type Pool = { name: string; description: string; timeCreated: Date; timeModified: Date }

/**
 * The top of a pool's page, for every kind of pool (IP pools, subnet pools): the name with
 * Edit and Delete, what the kind says beside it (`about`: its version badge, ...), then the
 * description, how much is allocated, created and modified. Delete goes back to the list.
 */
export function PoolPageTop({
  pool,
  noun,
  about,
  allocated,
  edit,
  list,
  cannot,
  cannotDelete,
  remove,
  touches,
  more,
}: {
  pool: Pool
  /** `IP pool`, `subnet pool`: Delete's noun. */
  noun: string
  about: ReactNode
  allocated: ReactNode
  /** The edit form's path, and the list's. */
  edit: string
  list: string
  cannot: string | undefined
  /** Why Delete is disabled: `cannot`, or what the pool still holds. */
  cannotDelete: string | undefined
  remove: () => Promise<unknown>
  touches: Touches
  /** Actions of this kind of pool only, before Edit. */
  more?: ReactNode
}) {
  const navigate = useNavigate()
  return (
    <>
      <PageHeader
        title={pool.name}
        actions={
          <>
            {more}
            <LinkButton to={edit} variant="secondary" disabledReason={cannot}>
              Edit
            </LinkButton>
            <DeleteButton
              denied={cannotDelete}
              kind={noun}
              name={pool.name}
              run={remove}
              touches={touches}
              after={() => navigate(list)}
            />
          </>
        }
      >
        <span className="flex flex-wrap items-center gap-2">{about}</span>
      </PageHeader>
      <PropertiesTable>
        <Property.Description text={pool.description} />
        <Property label="Allocated">{allocated}</Property>
        <Property.Created date={pool.timeCreated} />
        <Property.Modified date={pool.timeModified} />
      </PropertiesTable>
    </>
  )
}
