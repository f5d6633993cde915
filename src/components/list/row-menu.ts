import type { Touches } from '~/api/change'
import { disableAll, type MenuAction } from '~/ui/menu'
import { confirmDelete } from '../confirm-action'

type Row = { id: string; name?: string }

/**
 * A list row's menu in the shape most resources share: View, Edit, the resource's own
 * actions, then Delete set apart. The role's reason disables every action but View.
 */
export type RowMenu<T> = {
  /** 'View': a link to the row's page, open to anyone who may see the list. */
  view?: (row: T) => string
  /** 'Edit': a link to the row's edit form. */
  edit?: (row: T) => string
  /** Why the row's state (or the user's role on it) forbids editing it, if it does. */
  editDisabled?: (row: T) => string | undefined
  /** The resource's own actions, between Edit and Delete. */
  more?: (row: T) => MenuAction[]
  /** 'Delete': `confirmDelete` of the row by these, or an action of the resource's own. */
  delete:
    | {
        kind: string
        run: (row: T) => Promise<unknown>
        touches: Touches
        /** The name is typed to confirm (a silo). */
        typeName?: boolean
      }
    | ((row: T) => void)
  /** Why the row's state (or the user's role on it) forbids deleting it, if it does. */
  deleteDisabled?: (row: T) => string | undefined
  /** Why the user's role allows none of it but View; outranks every other reason. */
  denied?: string
}

/** The menu's actions for one row; `navigate` follows View and Edit. */
export const rowMenu =
  <T extends Row>(navigate: (to: string) => void, menu: RowMenu<T>) =>
  (row: T): MenuAction[] => {
    const { view, edit, editDisabled, more, delete: remove, deleteDisabled, denied } = menu
    const own: MenuAction[] = edit
      ? [
          {
            label: 'Edit',
            disabled: editDisabled?.(row) ?? false,
            onActivate: () => navigate(edit(row)),
          },
        ]
      : []
    own.push(...(more?.(row) ?? []))
    own.push({
      label: 'Delete',
      danger: true,
      separatorBefore: own.length > 0 || !!view,
      disabled: deleteDisabled?.(row) ?? false,
      onActivate:
        typeof remove === 'function'
          ? () => remove(row)
          : () =>
              confirmDelete({
                kind: remove.kind,
                name: row.name ?? row.id,
                run: () => remove.run(row),
                touches: remove.touches,
                typeName: remove.typeName,
              }),
    })
    const first: MenuAction[] = view
      ? [{ label: 'View', onActivate: () => navigate(view(row)) }]
      : []
    return [...first, ...disableAll(own, denied)]
  }
