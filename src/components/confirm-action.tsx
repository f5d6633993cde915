import { type ReactNode, useSyncExternalStore } from 'react'
import { lazyComponent } from './lazy-component'

export type ConfirmOptions = {
  /** The action's name: the modal's title and, on failure, the error toast's title. */
  title: string
  content: ReactNode
  confirmLabel?: string
  danger?: boolean
  /** Runs when confirmed; the modal waits for it. */
  doAction: () => Promise<unknown>
  /** Toast shown after success, if any. */
  success?: string
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
  doDelete,
}: {
  kind: string
  name: string
  doDelete: () => Promise<unknown>
}) {
  confirmAction({
    title: `Delete ${kind}`,
    content: (
      <>
        Are you sure you want to delete <strong className="text-default">{name}</strong>? This
        cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    danger: true,
    doAction: doDelete,
    success: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${name} deleted`,
  })
}

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
