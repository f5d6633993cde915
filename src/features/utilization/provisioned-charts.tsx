import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { QueryChart } from '~/components/charts/query-chart'
import { type ProvisionedMetric, siloMetric } from '~/resources/utilization/queries'
import { SelectField } from '~/ui/select-field'
import { PROVISIONED, points } from './provisioned-series'

/** The ranges the charts offer; the chosen one is the URL's `range` (a week by default). */
const RANGES = {
  '1d': { label: 'Last day', ms: 86_400_000 },
  '1w': { label: 'Last week', ms: 7 * 86_400_000 },
  '30d': { label: 'Last 30 days', ms: 30 * 86_400_000 },
} as const
type RangeKey = keyof typeof RANGES
const isRange = (v: string | null): v is RangeKey => v !== null && v in RANGES

/** The range's end is now, to the next 5 minutes, so the charts' queries stay cached meanwhile. */
const STEP_MS = 300_000
function rangeOf(key: RangeKey) {
  const end = Math.ceil(Date.now() / STEP_MS) * STEP_MS
  return { start: new Date(end - RANGES[key].ms), end: new Date(end) }
}

function ProvisionedChart({
  title,
  metric,
  range,
  format,
}: {
  title: string
  metric: ProvisionedMetric
  range: { start: Date; end: Date }
  format: (v: number) => string
}) {
  // after the page's first frame: the figures above come first, the history as it arrives
  const query = useQuery(siloMetric(metric, range))
  return (
    <QueryChart
      title={title}
      query={query}
      toSeries={(data) => [{ label: title, points: points(data?.items) }]}
      format={format}
      range={range}
    />
  )
}

/** What the silo provisioned over time: CPUs, memory and storage, over a chosen range. */
export function ProvisionedCharts() {
  const [search, setSearch] = useSearchParams()
  const param = search.get('range')
  const key: RangeKey = isRange(param) ? param : '1w'
  // a new range (or a new visit) reads up to now; re-renders keep the range they have
  const range = useMemo(() => rangeOf(key), [key])
  const id = useId()
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          Provisioned over time
        </h2>
        <SelectField
          inline
          label="Time range"
          value={key}
          onChange={(value) => {
            const next = new URLSearchParams(search)
            next.set('range', value)
            setSearch(next, { replace: true })
          }}
          options={(Object.keys(RANGES) as RangeKey[]).map((value) => ({
            value,
            label: RANGES[value].label,
          }))}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {PROVISIONED.map((c) => (
          <ProvisionedChart
            key={c.metric}
            title={c.title}
            metric={c.metric}
            range={range}
            format={c.format}
          />
        ))}
      </div>
    </section>
  )
}
