import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useSledLoadsOnDemand } from '~/resources/inventory/queries'
import { Button } from '~/ui/button'
import { fitReport } from '~/util/fit'
import { formatNumber, GiB } from '~/util/units'
import { type InstanceCreateValues, PRESETS } from './instance-create-values'

/**
 * Will it fit? on the create form, for those who may read the rack (fleet viewers, as
 * create-size.tsx decides): how many sleds have room for the chosen size, and how many more of
 * it the rack can take.
 */
export function FitHint({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const [presetId, ncpus, memory] = useWatch({
    control: form.control,
    name: ['preset', 'ncpus', 'memory'],
  })
  const preset = PRESETS.find((p) => p.id === presetId)
  const size = { ncpus: preset?.ncpus ?? ncpus, memory: (preset?.memory ?? memory) * GiB }
  return <FitLine size={size} />
}

function FitLine({ size }: { size: { ncpus: number; memory: number } }) {
  const { loads, failed, asked, ask, cost } = useSledLoadsOnDemand()
  const valid = Number.isInteger(size.ncpus) && size.ncpus > 0 && size.memory > 0
  const report = loads && valid ? fitReport(loads, size) : undefined
  // a request per sled: asked for, unless an earlier check left the answers in the cache
  if (!loads && !asked)
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-secondary">
        <Button variant="secondary" size="sm" onClick={ask}>
          Will it fit?
        </Button>
        Checks what {cost} of the rack runs.
      </div>
    )
  return (
    <p role="status" className="text-sm text-secondary">
      {!valid
        ? null
        : failed
          ? 'Could not check the rack for room.'
          : !report
            ? 'Checking the rack for room…'
            : report.fitting.length === 0
              ? `No sled that takes new work has room for this size (${report.open} checked).`
              : `Will it fit? Yes: ${report.fitting.length} of ${report.open} sleds have room; the rack can take ${formatNumber(report.total)} more of this size.`}
    </p>
  )
}
