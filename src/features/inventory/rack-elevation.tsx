import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { allPhysicalDisks, useSledLoads } from '~/resources/inventory/queries'
import { cn } from '~/ui/cn'
import { SelectField } from '~/ui/select-field'
import { bySerial } from '~/util/fit'
import { sb } from '~/util/system-paths'
import { MEASURES, type Measure, read } from './elevation-measures'

const LEVEL_CLASS = [
  'border-line bg-raise',
  'border-accent-fg/40 bg-accent-subtle',
  'border-notice-fg/60 bg-notice-subtle',
  'border-danger-fg/70 bg-danger-subtle',
] as const

/**
 * The rack drawn sled by sled, coloured by a chosen measure; each sled links to its page. The
 * API does not say which cubby a sled sits in, so sleds stand in serial order (the numbers are
 * positions in this drawing, not cubbies). `rackId` keeps one rack's sleds (the rack page).
 */
export function RackElevation({ rackId }: { rackId?: string } = {}) {
  const id = useId()
  // what the sleds list says: a measure that reads each sled's instances is asked for (issue 29)
  const [measure, setMeasure] = useState<Measure>('policy')
  const disks = useQuery({ ...allPhysicalDisks(), enabled: measure === 'faults' }).data?.items
  const needsInstances = measure === 'cpu' || measure === 'memory' || measure === 'instances'
  const { sleds, instancesOf } = useSledLoads(needsInstances)
  const ordered = sleds.filter((s) => !rackId || s.rackId === rackId).sort(bySerial)
  return (
    <section aria-labelledby={id} className="mb-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          Rack elevation
        </h2>
        <SelectField
          inline
          label="Colour by"
          value={measure}
          options={MEASURES}
          onChange={setMeasure}
        />
      </div>
      <ol className="grid grid-cols-1 gap-1.5 sm:grid-cols-2" aria-label="Sleds in the rack">
        {ordered.map((sled, i) => {
          const index = sleds.indexOf(sled)
          const reading = read(measure, {
            sled,
            instances: instancesOf(index),
            disks: disks ?? [],
          })
          const loading = reading === null || (measure === 'faults' && !disks)
          return (
            <li key={sled.id}>
              <Link
                to={sb.sledInstances({ sledId: sled.id })}
                className={cn(
                  'flex items-center justify-between gap-3 rounded border px-3 py-1.5 text-sm hover:border-line-strong',
                  LEVEL_CLASS[loading ? 0 : reading.level],
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="w-5 text-right font-mono text-xs text-tertiary">{i + 1}</span>
                  <span className="font-mono">{sled.baseboard.serial}</span>
                </span>
                <span className="text-secondary">{loading ? 'Loading…' : reading.text}</span>
              </Link>
            </li>
          )
        })}
      </ol>
      <p className="mt-2 text-xs text-secondary">
        Sleds in serial order: the API does not say which cubby each one sits in. Darker means more,
        or needing attention. CPU, memory and instances read what each sled runs: a request per
        sled.
      </p>
    </section>
  )
}
