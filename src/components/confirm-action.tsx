import { type ReactNode, useState, useSyncExternalStore } from 'react'
import { errorMessage } from '~/api/errors'
import { Button } from '~/ui/button'
import { Modal, ModalText } from '~/ui/modal'
import { toast } from '~/ui/toast'

type ConfirmOptions = {
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

let current: ConfirmOptions | null = null
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
  current = options
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

const close = () => {
  current = null
  emit()
}

export function ConfirmActionModal() {
  const options = useSyncExternalStore(subscribe, () => current)
  const [pending, setPending] = useState(false)
  if (!options) return null

  const run = async () => {
    setPending(true)
    try {
      await options.doAction()
      if (options.success) toast.success({ title: options.success })
    } catch (e) {
      toast.error({ title: options.title, description: errorMessage(e) })
    } finally {
      setPending(false)
      close()
    }
  }

  return (
    <Modal
      open
      onClose={close}
      title={options.title}
      width="narrow"
      dismissable={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button variant={options.danger ? 'danger' : 'primary'} onClick={run} loading={pending}>
            {options.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <ModalText>{options.content}</ModalText>
    </Modal>
  )
}
