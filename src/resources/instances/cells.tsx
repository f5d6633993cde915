import type { Instance } from '@oxide/api'
import { Link } from 'react-router'
import { errorMessage } from '~/api/errors'
import { InstanceStateBadge } from '~/components/state-badges'
import { useRowQuery } from '~/components/use-seen-here'
import { isAutoRestartDue } from '~/util/instance-states'
import { pb } from '~/util/paths'
import { formatBytes } from '~/util/units'
import { instanceById } from './queries'

/** The state badge, and a note when the control plane is about to restart a failed instance. */
export function InstanceState({ instance }: { instance: Instance }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <InstanceStateBadge state={instance.runState} />
      {isAutoRestartDue(instance) && <AutoRestartDue />}
    </span>
  )
}

export const AutoRestartDue = () => (
  <span className="inline-flex items-center gap-1 text-xs text-notice-fg">
    <span aria-hidden>↻</span>
    Auto-restart due
  </span>
)

export const Cpus = ({ n }: { n: number }) => (
  <span className="font-mono">
    {n} <span className="text-secondary">vCPU</span>
  </span>
)

export const Memory = ({ bytes }: { bytes: number }) => (
  <span className="font-mono">{formatBytes(bytes)}</span>
)

/** An instance stored by id (a floating IP's), shown by name as a link to its page. */
export function InstanceLink({ project, id }: { project: string; id: string }) {
  const [ref, { data, error }] = useRowQuery(instanceById(id))
  // a lookup that failed says why in the cell, rather than waiting forever
  if (error) return <span className="text-xs text-danger-fg">{errorMessage(error)}</span>
  if (!data)
    return (
      <span ref={ref} className="text-tertiary">
        …
      </span>
    )
  return (
    <Link to={pb.instance({ project, instance: data.name })} className="hover:underline">
      {data.name}
    </Link>
  )
}
