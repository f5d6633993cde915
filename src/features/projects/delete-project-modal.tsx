import { errorMessage } from '~/api/errors'
import { call } from '~/api/query'
import { type Step, StepList, StepsModal, useSteps } from '~/components/steps'
import { PROJECT_OPS } from '~/resources/projects/queries'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'
import { type Blocker, DEFAULT_VPC, type Step as Planned } from './project-contents'
import { useDeletePlan } from './use-project-contents'

/** A planned step as its call: subnets, then the VPC (its router and rules go with it), the project. */
function step(project: string, planned: Planned): Step {
  if (planned.kind === 'subnet')
    return {
      label: `Delete subnet ${planned.name} of VPC ${DEFAULT_VPC}`,
      send: () =>
        call('vpcSubnetDelete', {
          path: { subnet: planned.name },
          query: { project, vpc: DEFAULT_VPC },
        }),
    }
  if (planned.kind === 'vpc')
    return {
      label: `Delete VPC ${planned.name}, with its system router and firewall rules`,
      send: () => call('vpcDelete', { path: { vpc: planned.name }, query: { project } }),
    }
  return {
    label: `Delete project ${planned.name}`,
    send: () => call('projectDelete', { path: { project: planned.name } }),
  }
}

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
  // what could not be read is left to the server: a plain delete, refused if anything is inside
  const plain = plan?.kind === 'empty' || (!plan && !!error)
  const planned: Planned[] =
    plan?.kind === 'defaults' ? plan.steps : plain ? [{ kind: 'project', name: project }] : []
  const steps = planned.map((p) => step(project, p))
  const runner = useSteps(steps, {
    title: 'Delete project',
    success: `Project ${project} deleted`,
    touches: TOUCHES,
    onDismiss,
  })

  const confirmLabel = plan?.kind === 'defaults' ? 'Delete project and its defaults' : 'Delete'
  const blockedReason =
    plan?.kind === 'blocked' ? 'The project holds more than its defaults' : undefined
  return (
    <StepsModal
      title="Delete project"
      onDismiss={onDismiss}
      steps={runner}
      ready={!!plan || plain}
      confirmLabel={confirmLabel}
      disabledReason={blockedReason}
    >
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
          Are you sure you want to delete <strong className="text-default">{project}</strong>? This
          cannot be undone.
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
      {plan?.kind === 'defaults' && <StepList steps={steps} states={runner.states} />}
    </StepsModal>
  )
}
