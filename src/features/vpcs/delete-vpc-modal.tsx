import type { Vpc } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '~/api/errors'
import { call, q } from '~/api/query'
import { type Step, StepList, StepsModal, useSteps } from '~/components/steps'
import { deleteVpc } from '~/resources/vpcs/actions'
import { VPC_OPS } from '~/resources/vpcs/queries'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'

/** Enough subnets to delete in steps; a VPC with more is left to its subnets tab. */
const LIMIT = 25

/**
 * Deleting a VPC, having read its subnets first, as a project is deleted (issue 27): the server
 * refuses a VPC that holds any, and every VPC is created with one. With none it is a plain
 * confirmation; with some they are offered to go first, each step reported (a subnet that an
 * instance's interface uses is refused, and the steps stop there). What cannot be read is left
 * to the server.
 */
export function DeleteVpcModal({
  vpc,
  onDismiss,
  after,
}: {
  vpc: Vpc
  onDismiss: () => void
  /** Where to go once it is gone (from the VPC's own page). */
  after?: () => void
}) {
  // read again on opening: a list on screen may be older than the question
  const subnets = useQuery({
    ...q('vpcSubnetList', { query: { vpc: vpc.id, limit: LIMIT } }),
    staleTime: 0,
  })
  const names = subnets.data?.items.map((s) => s.name)
  const tooMany = (names?.length ?? 0) >= LIMIT
  const steps: Step[] = [
    ...(tooMany ? [] : (names ?? [])).map((subnet) => ({
      label: `Delete subnet ${subnet}`,
      send: () => call('vpcSubnetDelete', { path: { subnet }, query: { vpc: vpc.id } }),
    })),
    { label: `Delete VPC ${vpc.name}`, send: () => deleteVpc(vpc) },
  ]
  const runner = useSteps(steps, {
    title: 'Delete VPC',
    success: `VPC ${vpc.name} deleted`,
    touches: [...VPC_OPS, 'vpcSubnetList', 'vpcSubnetView'],
    onDismiss,
    onDone: after,
  })
  const ready = !!names || !!subnets.error
  const name = <strong className="text-default">{vpc.name}</strong>
  return (
    <StepsModal
      title="Delete VPC"
      onDismiss={onDismiss}
      steps={runner}
      ready={ready}
      confirmLabel={steps.length > 1 ? 'Delete VPC and its subnets' : 'Delete'}
      disabledReason={tooMany ? 'Delete its subnets on its Subnets tab first' : undefined}
    >
      {!ready && (
        <p className="flex items-center gap-2">
          <Spinner /> Checking the subnets of {vpc.name}…
        </p>
      )}
      {subnets.error && (
        <Message variant="error" title="Could not read the VPC's subnets">
          {errorMessage(subnets.error)} The server refuses the VPC while it holds any.
        </Message>
      )}
      {names && steps.length === 1 && !tooMany && (
        <p>
          Are you sure you want to delete {name}? Its system router and firewall rules go with it.
          This cannot be undone.
        </p>
      )}
      {tooMany && (
        <p>
          {name} holds {LIMIT} or more subnets. A VPC is deleted only once it holds none.
        </p>
      )}
      {steps.length > 1 && (
        <>
          <p>
            A VPC is deleted only once it holds no subnets, so {name}'s go first, in this order; one
            that an instance's network interface uses is refused. Its system router and firewall
            rules go with it. This cannot be undone.
          </p>
          <StepList steps={steps} states={runner.states} />
        </>
      )}
    </StepsModal>
  )
}
