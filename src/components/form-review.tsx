import { API_VERSION, describeRequest } from '~/api/describe-request'
import type { Req } from '~/api/request'
import { Button } from '~/ui/button'
import { CodeBlock } from '~/ui/code-block'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { Tabs } from '~/ui/tabs'
import { toCliScript } from '~/util/review/cli'
import { toCurlScript } from '~/util/review/curl'
import { toTerraform } from '~/util/review/terraform'
import { type WireRequest, wireUrl } from '~/util/review/wire'

const json = (body: unknown) => JSON.stringify(body, null, 2)

function RequestView({ request, n }: { request: WireRequest; n?: number }) {
  const which = n === undefined ? '' : ` ${n}`
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p className="flex min-w-0 items-baseline gap-2 font-mono text-xs">
        {n !== undefined && <span className="text-tertiary">{n}.</span>}
        <span className="font-semibold">{request.method}</span>
        <span className="min-w-0 break-all">{wireUrl(request)}</span>
      </p>
      {request.body === undefined ? (
        <p className="text-xs text-secondary">No body.</p>
      ) : (
        <CodeBlock
          text={json(request.body)}
          label={`Request${which} body`}
          copyLabel={`Copy request${which} body`}
        />
      )}
    </div>
  )
}

/**
 * What a form is about to send, before it sends it (issue 11): the request(s) as the wire
 * carries them, and the same as curl, an `oxide` command and Terraform, each to copy. Opened by
 * a form shell's Review button with the requests its change planned; its submit sends exactly
 * those. Names and descriptions are shown as text, never markup.
 */
export function FormReview({
  requests,
  notes = [],
  submitLabel,
  submitDisabled,
  onSubmit,
  onClose,
}: {
  requests: readonly Req[]
  notes?: readonly string[]
  submitLabel: string
  submitDisabled?: string
  onSubmit: () => void
  onClose: () => void
}) {
  const wire = requests.map(describeRequest)
  const many = wire.length > 1
  const terraform = toTerraform(wire)
  const curl = toCurlScript(wire, API_VERSION)
  const cli = toCliScript(wire)
  return (
    <Modal
      open
      onClose={onClose}
      title={many ? `Review ${wire.length} requests` : 'Review request'}
      width="free"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Back to form
          </Button>
          <Button onClick={onSubmit} disabledReason={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-secondary">
        Nothing has been sent yet. {submitLabel} sends{' '}
        {many ? 'these requests, in this order' : 'this request'}
        {notes.length ? ', and the others the notes describe.' : '.'}
      </p>
      {notes.map((note) => (
        <Message key={note} variant="info" className="mb-3">
          <span className="[overflow-wrap:anywhere]">{note}</span>
        </Message>
      ))}
      <Tabs
        label="Show as"
        tabs={[
          {
            value: 'request',
            label: 'Request',
            content: wire.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while the dialog is open, and two requests may match
              <RequestView key={`${i}-${r.op}`} request={r} n={many ? i + 1 : undefined} />
            )),
          },
          {
            value: 'curl',
            label: 'curl',
            content: (
              <>
                <p className="text-xs text-secondary">
                  Set <code className="font-mono">OXIDE_HOST</code> and{' '}
                  <code className="font-mono">OXIDE_TOKEN</code> first.
                </p>
                <CodeBlock text={curl} label="curl command" copyLabel="Copy curl command" />
              </>
            ),
          },
          {
            value: 'cli',
            label: 'CLI',
            content: (
              <>
                <p className="text-xs text-secondary">
                  The <code className="font-mono">oxide</code> command-line tool, signed in to this
                  silo.
                </p>
                <CodeBlock text={cli} label="CLI command" copyLabel="Copy CLI command" />
              </>
            ),
          },
          {
            value: 'terraform',
            label: 'Terraform',
            content: (
              <>
                {terraform.notes.map((note) => (
                  <Message key={note} variant="info">
                    {note}
                  </Message>
                ))}
                {terraform.hcl && (
                  <CodeBlock
                    text={terraform.hcl}
                    label="Terraform configuration"
                    copyLabel="Copy Terraform configuration"
                  />
                )}
              </>
            ),
          },
        ]}
      />
    </Modal>
  )
}
