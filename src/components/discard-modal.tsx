import { Button } from '~/ui/button'
import { Modal, ModalText } from '~/ui/modal'
import type { GuardTexts } from './form-guard'

/** The discard guard's question (form-guard.tsx `useDiscardGuard`): stay, or leave and lose it. */
export function DiscardModal({
  texts,
  onStay,
  onLeave,
}: {
  texts: GuardTexts
  onStay: () => void
  onLeave: () => void
}) {
  return (
    <Modal
      open
      width="narrow"
      title={texts.title}
      onClose={onStay}
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            {texts.stay}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {texts.leave}
          </Button>
        </>
      }
    >
      <ModalText>{texts.text}</ModalText>
    </Modal>
  )
}
