import { useState } from 'react'
import { errorMessage } from '~/api/errors'
import { Button } from '~/ui/button'
import { Modal, ModalText } from '~/ui/modal'
import { toast } from '~/ui/toast'
import { type ConfirmOptions, closeConfirm } from './confirm-action'

/** The confirm modal itself: awaits the action, reports a failure as a toast titled with it. */
export function ConfirmActionModal({ options }: { options: ConfirmOptions }) {
  const [pending, setPending] = useState(false)
  const close = () => closeConfirm(options)

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
