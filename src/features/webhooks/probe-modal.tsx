import type { AlertProbeResult, AlertReceiver } from '@oxide/api'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { ModalForm } from '~/components/modal-form'
import { AttemptList, DeliveryStateBadge } from '~/resources/webhooks/cells'
import { WEBHOOK_OPS } from '~/resources/webhooks/queries'
import { Button } from '~/ui/button'
import { HandoffButton } from '~/ui/handoff-button'
import { Modal, ModalText } from '~/ui/modal'
import { PropertiesTable, Property } from '~/ui/properties'
import { deliveryHandoff } from './delivery-handoff'

type Values = { resend: boolean }

/**
 * Send a liveness probe: the server sends it there and then and answers how it went. With
 * `resend`, a probe that succeeds also starts again the alerts whose deliveries all failed.
 * The server lets fleet viewers probe (it is a read of the receiver), so nothing is disabled.
 */
export function ProbeModal({ rx, onDismiss }: { rx: AlertReceiver; onDismiss: () => void }) {
  const [result, setResult] = useState<AlertProbeResult | null>(null)
  const form = useForm<Values>({ defaultValues: { resend: false } })
  const probe = requestChange(
    ({ resend }: Values) =>
      req('alertReceiverProbe', { path: { receiver: rx.id }, query: { resend } }),
    WEBHOOK_OPS,
  )
  if (result) return <ProbeResult rx={rx} result={result} onDismiss={onDismiss} />
  return (
    <ModalForm
      title="Send probe"
      form={form}
      change={probe}
      onSuccess={setResult}
      onDismiss={onDismiss}
    >
      <ModalText>
        Sends a probe request to {rx.kind.endpoint} now, to check that the receiver answers.
      </ModalText>
      <CheckboxField
        control={form.control}
        name="resend"
        label="Resend failed alerts if the probe succeeds"
        description="Starts a new delivery of each alert whose deliveries all failed."
      />
    </ModalForm>
  )
}

function ProbeResult({
  rx,
  result,
  onDismiss,
}: {
  rx: AlertReceiver
  result: AlertProbeResult
  onDismiss: () => void
}) {
  const { probe, resendsStarted } = result
  const failed = probe.state === 'failed'
  return (
    <Modal
      open
      onClose={onDismiss}
      title="Probe result"
      footer={
        <>
          {failed && <HandoffButton text={deliveryHandoff(probe, rx)} />}
          <Button onClick={onDismiss}>Done</Button>
        </>
      }
    >
      <div role="status" className="flex flex-col gap-3">
        <ModalText>
          {failed ? 'The receiver did not accept the probe.' : 'The receiver accepted the probe.'}
        </ModalText>
        <PropertiesTable>
          <Property label="State">
            <DeliveryStateBadge state={probe.state} />
          </Property>
          <Property label="Attempt">
            <AttemptList attempts={probe.attempts.webhook} />
          </Property>
          {resendsStarted != null && <Property label="Resends started">{resendsStarted}</Property>}
        </PropertiesTable>
      </div>
    </Modal>
  )
}
