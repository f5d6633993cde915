import { useId, useState } from 'react'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import { Modal, ModalText } from '~/ui/modal'
import { type ConfirmOptions, closeConfirm, runAction } from './confirm-action'

/** The confirm modal itself: awaits the action, which reports its outcome as a toast. */
export function ConfirmActionModal({ options }: { options: ConfirmOptions }) {
  const [pending, setPending] = useState(false)
  const [typed, setTyped] = useState('')
  const inputId = useId()
  const mustType = options.typeToConfirm
  const unconfirmed = mustType !== undefined && typed !== mustType
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
          <Button
            variant={options.danger ? 'danger' : 'primary'}
            onClick={run}
            loading={pending}
            disabled={unconfirmed}
            disabledReason={unconfirmed ? `Type ${mustType} to confirm` : undefined}
          >
            {options.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <ModalText>{options.content}</ModalText>
      {mustType !== undefined && (
        <div className="mt-3 flex flex-col gap-1 text-sm">
          <label htmlFor={inputId}>
            Type <strong className="font-mono">{mustType}</strong> to confirm
          </label>
          <TextInput
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      )}
    </Modal>
  )
}
