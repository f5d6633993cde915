import { useId, useState } from 'react'
import { useSledLoadsOnDemand } from '~/resources/inventory/queries'
import { Button } from '~/ui/button'
import { type NumberEntry, NumberInput } from '~/ui/number-input'
import { PageSection } from '~/ui/titled-section'
import { fitReport, mostRoomText } from '~/util/fit'
import { formatNumber, GiB } from '~/util/units'

const asCount = (v: NumberEntry) => (typeof v === 'number' && v > 0 ? v : 0)

/**
 * Will it fit? Given a size (vCPUs and memory), which sleds have room and how many instances of
 * it the rack can still take, from each sled's usable threads and memory against what runs
 * there (util/fit.ts). An estimate: the control plane's placement also weighs reservations and
 * affinity.
 */
export function WillItFit() {
  const [ncpus, setNcpus] = useState<NumberEntry>(4)
  const [memory, setMemory] = useState<NumberEntry>(16)
  const { loads, failed, asked, ask, cost } = useSledLoadsOnDemand()
  const size = { ncpus: asCount(ncpus), memory: asCount(memory) * GiB }
  const report = loads && size.ncpus && size.memory ? fitReport(loads, size) : undefined
  return (
    <PageSection title="Will it fit?" className="mb-8 rounded-lg border border-line p-4">
      <div className="mb-3 flex flex-wrap items-end gap-4">
        <SizeInput label="vCPUs" value={ncpus} onChange={setNcpus} unit="vCPU" />
        <SizeInput label="Memory" value={memory} onChange={setMemory} unit="GiB" />
      </div>
      <div role="status" className="text-sm">
        {!size.ncpus || !size.memory ? (
          <p className="text-secondary">Enter a number of vCPUs and an amount of memory.</p>
        ) : !loads && !asked ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" onClick={ask}>
              Check the sleds
            </Button>
            <span className="text-secondary">Reads what {cost} runs: a request per sled.</span>
          </div>
        ) : failed ? (
          <p className="text-danger-fg">Could not read what each sled runs.</p>
        ) : !report ? (
          <p className="text-secondary">Reading what each sled runs…</p>
        ) : (
          <>
            <p>
              Fits on <strong>{report.fitting.length}</strong> of {report.open} sleds that take new
              work; the rack can take <strong>{formatNumber(report.total)}</strong> more instances
              of this size.
            </p>
            {report.fitting.length > 0 && (
              <p className="mt-1 text-secondary">Most room: {mostRoomText(report.fitting)}</p>
            )}
          </>
        )}
      </div>
      <p className="mt-2 text-xs text-tertiary">
        An estimate from each sled&apos;s usable threads and memory against its instances; the
        control plane&apos;s placement also weighs reservations and affinity.
      </p>
    </PageSection>
  )
}

function SizeInput({
  label,
  value,
  onChange,
  unit,
}: {
  label: string
  value: NumberEntry
  onChange: (v: NumberEntry) => void
  unit: string
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-secondary">
        {label}
      </label>
      <NumberInput id={id} value={value} onChange={onChange} min={1} unit={unit} className="w-36" />
    </div>
  )
}
