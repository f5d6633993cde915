import { useState } from 'react'
import { errorMessage } from '~/api/errors'
import { call, invalidate } from '~/api/query'
import { PROJECT_OPS } from '~/resources/projects/queries'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { Spinner } from '~/ui/spinner'
import { toast } from '~/ui/toast'
import { type Blocker, DEFAULT_VPC, type Step } from './project-contents'
import { useDeletePlan } from './use-project-contents'

type Status = { state: 'waiting' | 'running' | 'done' | 'failed' }

/** What each step sends: subnets, then the VPC (its router and rules go with it), the project. */
function send(project: string, step: Step) {
  if (step.kind === 'subnet')
    return call('vpcSubnetDelete', {
      path: { subnet: step.name },
      query: { project, vpc: DEFAULT_VPC },
    })
  if (step.kind === 'vpc')
    return call('vpcDelete', { path: { vpc: step.name }, query: { project } })
  return call('projectDelete', { path: { project: step.name } })
}

const stepLabel = (step: Step) =>
  step.kind === 'subnet'
    ? `Delete subnet ${step.name} of VPC ${DEFAULT_VPC}`
    : step.kind === 'vpc'
      ? `Delete VPC ${step.name}, with its system router and firewall rules`
      : `Delete project ${step.name}`

const STATE_TEXT = { waiting: 'To do', running: 'Running…', done: 'Done', failed: 'Failed' }

/** What changes when the steps run. */
const TOUCHES = [...PROJECT_OPS, 'vpcList', 'vpcView', 'vpcSubnetList'] as const

function Blockers({ project, blockers }: { project: string; blockers: Blocker[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p>
        <strong className="text-default">{project}</strong> cannot be deleted while it holds:
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {blockers.map((b) => (
          <li key={b.what}>
            {b.what}: <span className="text-default">{b.names.join(', ')}</span>
            {b.more && ' and more'}
          </li>
        ))}
      </ul>
      {/* nothing in a project can be moved to another: they go, or the project stays */}
      <p>Delete them first.</p>
    </div>
  )
}

/**
 * Deleting a project, having read what it holds first. An empty project is deleted at once; one
 * that holds only what it was created with (the default VPC and its defaults) is offered to
 * have those deleted first, each step reported; anything else is listed, and nothing offered.
 */
export function DeleteProjectModal({
  project,
  onDismiss,
}: {
  project: string
  onDismiss: () => void
}) {
  const { plan, error, retry } = useDeletePlan(project)
  const [statuses, setStatuses] = useState<Status[]>([])
  const running = statuses.some((s) => s.state === 'running')
  // what could not be read is left to the server: a plain delete, refused if anything is inside
  const plain = plan?.kind === 'empty' || (!plan && !!error)
  const steps: Step[] =
    plan?.kind === 'defaults' ? plan.steps : plain ? [{ kind: 'project', name: project }] : []

  const run = async () => {
    const next: Status[] = steps.map((_, i) =>
      statuses[i]?.state === 'done' ? { state: 'done' } : { state: 'waiting' },
    )
    const set = (i: number, s: Status) => {
      next[i] = s
      setStatuses([...next])
    }
    for (const [i, step] of steps.entries()) {
      if (next[i]?.state === 'done') continue
      set(i, { state: 'running' })
      try {
        await send(project, step)
      } catch (e) {
        // as every confirmation reports a failure: a toast titled with the action
        toast.error({ title: 'Delete project', description: errorMessage(e) })
        set(i, { state: 'failed' })
        await invalidate(...TOUCHES)
        // one step: nothing to resume, so the dialog goes as a confirmation does
        if (plain) onDismiss()
        return
      }
      set(i, { state: 'done' })
    }
    await invalidate(...TOUCHES)
    toast.success({ title: `Project ${project} deleted` })
    onDismiss()
  }

  const failed = statuses.some((s) => s.state === 'failed')
  const confirmLabel = plan?.kind === 'defaults' ? 'Delete project and its defaults' : 'Delete'
  const blockedReason =
    plan?.kind === 'blocked' ? 'The project holds more than its defaults' : undefined
  return (
    <Modal
      open
      onClose={onDismiss}
      title="Delete project"
      width="narrow"
      dismissable={!running}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={running}>
            Cancel
          </Button>
          {(plan || plain) && (
            <Button variant="danger" onClick={run} loading={running} disabledReason={blockedReason}>
              {failed ? 'Try again' : confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3 text-secondary">
        {!plan && !error && (
          <p className="flex items-center gap-2">
            <Spinner /> Checking what {project} holds…
          </p>
        )}
        {!plan && !!error && (
          <Message variant="error" title="Could not read what the project holds">
            {errorMessage(error)}{' '}
            <Button variant="secondary" size="sm" onClick={retry}>
              Read again
            </Button>
          </Message>
        )}
        {!plan && !!error && (
          <p>
            Delete <strong className="text-default">{project}</strong> anyway? The server refuses if
            it holds anything. This cannot be undone.
          </p>
        )}
        {plan?.kind === 'empty' && (
          <p>
            Are you sure you want to delete <strong className="text-default">{project}</strong>?
            This cannot be undone.
          </p>
        )}
        {plan?.kind === 'blocked' && <Blockers project={project} blockers={plan.blockers} />}
        {plan?.kind === 'defaults' && (
          <p>
            <strong className="text-default">{project}</strong> holds only what it was created with:
            VPC {DEFAULT_VPC} with its subnet, system router
            {plan.gateway ? ', internet gateway' : ''} and firewall rules
            {plan.rules.length ? ` (${plan.rules.join(', ')})` : ''}. A project is deleted only once
            it is empty, so these go first, in this order. This cannot be undone.
          </p>
        )}
        {plan?.kind === 'defaults' && (
          <ol aria-label="Steps" aria-live="polite" className="flex flex-col gap-1">
            {steps.map((step, i) => {
              const status = statuses[i] ?? { state: 'waiting' }
              return (
                <li key={`${step.kind}-${step.name}`} className="flex flex-col">
                  <span className="flex flex-wrap justify-between gap-2">
                    <span className="text-default">
                      {i + 1}. {stepLabel(step)}
                    </span>
                    <span>{STATE_TEXT[status.state]}</span>
                  </span>
                </li>
              )
            })}
          </ol>
        )}
      </div>
    </Modal>
  )
}
