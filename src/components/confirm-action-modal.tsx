import { useState } from 'react'
import { Button } from '~/ui/button'
import { Modal, ModalText } from '~/ui/modal'
import { type ConfirmOptions, closeConfirm, runAction } from './confirm-action'

/** The confirm modal itself: awaits the action, which reports its outcome as a toast. */
export function ConfirmActionModal({ options }: { options: ConfirmOptions }) {
  const [pending, setPending] = useState(false)
  const close = () => closeConfirm(options)

  const run = async () => {
    setPending(true)
    await runAction(options)
    setPending(false)
    close()
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
