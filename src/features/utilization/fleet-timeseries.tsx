import type { FieldValue, TimeseriesSchema } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { errorMessage } from '~/api/errors'
import { PICKER_LIMIT, q } from '~/api/query'
import { perSecond, toSeries } from '~/components/charts/oxql-series'
import { QueryChart } from '~/components/charts/query-chart'
import { Message } from '~/ui/message'
import { SelectField } from '~/ui/select-field'
import { Spinner } from '~/ui/spinner'
import { alignPeriod, oxqlQuery, type TimeRange } from '~/util/oxql'
import { formatBytes, formatNumber, round2 } from '~/util/units'

/** Every timeseries the rack records (a rack has a few hundred): one page of them. */
const schemaList = q('systemTimeseriesSchemaList', { query: { limit: PICKER_LIMIT } })

/** How a value reads: a counter's amount per period becomes a rate per second. */
function formatOf(schema: TimeseriesSchema): (v: number) => string {
  const rate = schema.datumType.startsWith('cumulative') ? '/s' : ''
  if (schema.units === 'bytes') return (v) => `${formatBytes(v)}${rate}`
  if (schema.units === 'nanoseconds') return (v) => `${round2(v / 1e9)} s${rate}`
  return (v) => `${formatNumber(v)}${rate}`
}

/**
 * The fields a chart may draw a line for each value of: the silo, and the metric's own words
 * (a vCPU's state). Ids of single objects (instances, disks) would be hundreds of lines.
 */
const splitFields = (schema: TimeseriesSchema) =>
  schema.fieldSchema
    .filter((f) => f.name === 'silo_id' || f.fieldType === 'string')
    .map((f) => f.name)

/** A field's value in an answer: the SDK hands fields over camel-cased (`silo_id`: `siloId`). */
const fieldText = (fields: Record<string, FieldValue>, field: string) => {
  const v = fields[field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]
  return v === undefined ? '' : String(v.value)
}

/**
 * Any timeseries the rack records, across the whole fleet (`systemTimeseriesSchemaList`,
 * `systemTimeseriesQuery`), over the range of the charts above: one line, or a line for each
 * silo or state. The choice is in the URL (`?series=`, `?by=`).
 */
export function FleetTimeseries({
  range,
  siloNames,
}: {
  range: TimeRange
  siloNames: ReadonlyMap<string, string>
}) {
  const schemas = useQuery(schemaList)
  const [search, setSearch] = useSearchParams()
  const id = useId()
  const set = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set(key, value)
        else next.delete(key)
        if (key === 'series') next.delete('by')
        return next
      },
      { replace: true },
    )

  const items = schemas.data?.items ?? []
  // none until one is chosen: a fleet-wide query is heavy work for a large rack's database
  const schema = items.find((s) => s.timeseriesName === search.get('series'))
  const splits = schema ? splitFields(schema) : []
  const by = splits.find((f) => f === search.get('by')) ?? ''
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-1 text-lg font-semibold">
        Fleet metrics
      </h2>
      <p className="mb-3 text-sm text-secondary">
        Any timeseries the rack records, summed over every silo, for the range above.
      </p>
      {schemas.isPending ? (
        <Spinner label="Loading the timeseries" />
      ) : schemas.isError ? (
        <Message variant="error" title="Could not read the timeseries">
          {errorMessage(schemas.error)}
        </Message>
      ) : items.length === 0 ? (
        <p className="text-sm text-secondary">The rack records no timeseries yet.</p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <SelectField
              label="Timeseries"
              value={schema?.timeseriesName ?? ''}
              onChange={(v) => set('series', v)}
              options={[
                { value: '', label: 'Choose a timeseries…' },
                ...items.map((s) => ({ value: s.timeseriesName, label: s.timeseriesName })),
              ]}
            />
            {schema && (
              <SelectField
                label="One line for each"
                value={by}
                onChange={(v) => set('by', v)}
                options={[
                  { value: '', label: 'None: the fleet’s total' },
                  ...splits.map((f) => ({ value: f, label: f === 'silo_id' ? 'silo' : f })),
                ]}
              />
            )}
          </div>
          {schema && (
            <FleetTimeseriesChart schema={schema} by={by} range={range} siloNames={siloNames} />
          )}
        </>
      )}
    </section>
  )
}

function FleetTimeseriesChart({
  schema,
  by,
  range,
  siloNames,
}: {
  schema: TimeseriesSchema
  by: string
  range: TimeRange
  siloNames: ReadonlyMap<string, string>
}) {
  const period = alignPeriod(range)
  const name = schema.timeseriesName
  const text = oxqlQuery({ timeseries: name, range, period: period.text, groupBy: by ? [by] : [] })
  const result = useQuery(q('systemTimeseriesQuery', { body: { query: text } }))
  const cumulative = schema.datumType.startsWith('cumulative')
  const label = (fields: Record<string, FieldValue>) => {
    if (!by) return name
    const value = fieldText(fields, by)
    return by === 'silo_id' ? (siloNames.get(value) ?? value) : value
  }
  return (
    <QueryChart
      title={`${name}: ${schema.description.metric}`}
      query={result}
      toSeries={(data) =>
        toSeries(data, label, (v) => (cumulative ? perSecond(v, period.seconds) : v))
      }
      format={formatOf(schema)}
      range={range}
    />
  )
}
