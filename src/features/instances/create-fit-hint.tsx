import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { meQuery } from '~/api/current-user'
import { useSledLoads } from '~/resources/inventory/queries'
import { fitReport } from '~/util/fit'
import { formatNumber, GiB } from '~/util/units'
import { type InstanceCreateValues, PRESETS } from './instance-create-values'

/**
 * Will it fit? on the create form, for those who may read the rack (fleet viewers): how many
 * sleds have room for the chosen size, and how many more of it the rack can take.
 */
export function FitHint({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const me = useQuery(meQuery).data
  const [presetId, ncpus, memory] = useWatch({
    control: form.control,
    name: ['preset', 'ncpus', 'memory'],
  })
  if (!me?.fleetViewer) return null
  const preset = PRESETS.find((p) => p.id === presetId)
  const size = { ncpus: preset?.ncpus ?? ncpus, memory: (preset?.memory ?? memory) * GiB }
  return <FitLine size={size} />
}

function FitLine({ size }: { size: { ncpus: number; memory: number } }) {
  const { loads, failed } = useSledLoads()
  const valid = Number.isInteger(size.ncpus) && size.ncpus > 0 && size.memory > 0
  const report = loads && valid ? fitReport(loads, size) : undefined
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
