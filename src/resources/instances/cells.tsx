import type { Instance } from '@oxide/api'
import { InstanceStateBadge } from '~/components/state-badges'
import { Property } from '~/ui/properties'
import { isAutoRestartDue } from '~/util/instance-states'
import { formatBytes } from '~/util/units'

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

/** An instance's size as two properties (for a PropertiesTable): CPU and memory. */
export const SizeProperties = ({ instance }: { instance: Instance }) => (
  <>
    <Property label="CPU">
      <Cpus n={instance.ncpus} />
    </Property>
    <Property label="Memory">
      <Memory bytes={instance.memory} />
    </Property>
  </>
)
