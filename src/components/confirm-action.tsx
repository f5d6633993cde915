import { type ReactNode, useSyncExternalStore } from 'react'
import { runChange, type Touches } from '~/api/change'
import { capitalize, errorMessage } from '~/api/errors'
import type { MenuAction } from '~/ui/menu'
import { toast } from '~/ui/toast'
import { lazyComponent } from './lazy-component'
import type { BulkAction } from './list/bulk-actions'

/** A menu or confirm action: one change to the API, reported as a toast. */
export type ActionOptions = {
  /** The action's name: a confirm modal's title and, on failure, the error toast's title. */
  title: string
  /** The call(s) to make. */
  run: () => Promise<unknown>
  /** What the change makes stale: refreshed after success, before `success` and `after`. */
  touches: Touches
  /** Toast shown after success, if any. */
  success?: string
  /** After success and the refresh, e.g. leave the page of something deleted. */
  after?: () => void
}

export type ConfirmOptions = ActionOptions & {
  content: ReactNode
  confirmLabel?: string
  danger?: boolean
  /** The most destructive actions: the button waits until this is typed. */
  typeToConfirm?: string
}

/**
 * Run an action now (a menu item that needs no confirmation, such as Start; the confirm modal
 * runs its action through this too): on success refresh what it touches, toast, then `after`;
 * on failure refresh nothing and toast the error titled with the action. Never rejects.
 */
export async function runAction({ title, run, touches, success, after }: ActionOptions) {
  try {
    await runChange(run, touches)
  } catch (e) {
    toast.error({ title, description: errorMessage(e) })
    return
  }
  if (success) toast.success({ title: success })
  after?.()
}

/** The confirmation on screen; each gets its own key, so no state of an earlier one carries over. */
let current: { options: ConfirmOptions; key: number } | null = null
let opened = 0
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

/** Ask before acting. One confirm modal serves the whole app. */
export function confirmAction(options: ConfirmOptions) {
  current = { options, key: ++opened }
  emit()
}

/** The destructive case: "Delete project" / "Are you sure you want to delete web?". */
export function confirmDelete({
  kind,
  name,
  typeName,
  ...action
}: {
  kind: string
  name: string
  /** Ask for the name to be typed first (a silo: everything in it goes). */
  typeName?: boolean
} & Pick<ActionOptions, 'run' | 'touches' | 'after'>) {
  confirmAction({
    ...action,
    typeToConfirm: typeName ? name : undefined,
    title: `Delete ${kind}`,
    content: (
      <>
        Are you sure you want to delete <strong className="text-default">{name}</strong>? This
        cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    danger: true,
    success: `${capitalize(kind)} ${name} deleted`,
  })
}

/**
 * A menu's Remove: taking one thing out of what holds it (a range from its pool, a member from
 * its group), confirmed with "Remove". `denied` is why the user's role does not allow it.
 */
export const removeAction = ({
  label = 'Remove',
  denied,
  ...confirm
}: Omit<ConfirmOptions, 'confirmLabel' | 'danger'> & {
  label?: string
  denied?: string
}): MenuAction => ({
  label,
  danger: true,
  disabled: denied ?? false,
  onActivate: () => confirmAction({ ...confirm, confirmLabel: 'Remove', danger: true }),
})

/**
 * Close the confirm modal showing `options`. A modal that finishes after the user already asked
 * for another confirmation (its action took a while) leaves the newer one open.
 */
export const closeConfirm = (options: ConfirmOptions) => {
  if (current?.options !== options) return
  current = null
  emit()
}

/** The confirmation on screen, if any (for tests). */
export const currentConfirm = () => current?.options ?? null

const ConfirmActionModal = lazyComponent(() =>
  import('./confirm-action-modal').then((m) => m.ConfirmActionModal),
)

/**
 * Where the one confirm modal renders. The modal's code loads on the first confirmation, so the
 * dialog primitive is not part of what every page downloads first.
 */
export function ConfirmActionHost() {
  const shown = useSyncExternalStore(subscribe, () => current)
  if (!shown) return null
  return <ConfirmActionModal key={shown.key} options={shown.options} />
}

/**
 * The Delete most lists offer for many rows: destructive, so confirmed with its warning ('This
 * cannot be undone.' unless it says more), each row's own refusal reported.
 */
export const bulkDelete = <T,>(
  title: string,
  action: Pick<BulkAction<T>, 'run' | 'touches' | 'refuse' | 'warning'>,
): BulkAction<T> => ({ label: 'Delete', title, danger: true, ...action })

/**
 * The actions as a user whose role allows none of them sees them: `denied` outranks each row's
 * own refusal (its state), as in the row menu.
 */
export const refusedBy = <T,>(denied: string | undefined, actions: BulkAction<T>[]) =>
  denied ? actions.map((a): BulkAction<T> => ({ ...a, refuse: () => denied })) : actions
