import type { FieldValue, OxqlQueryResult } from '@oxide/api'
import type { ChartSeries } from './chart-data'

/**
 * The lines of an OxQL answer (its first table): one a timeseries, named from its fields
 * (`name`), each value through `value` (an aligned counter's amount per period to a rate).
 */
export function toSeries(
  result: OxqlQueryResult | undefined,
  name: (fields: Record<string, FieldValue>) => string,
  value: (v: number) => number,
): ChartSeries[] {
  const table = result?.tables[0]
  if (!table) return []
  return table.timeseries.map((ts) => {
    const column = ts.points.values[0]?.values
    const values =
      column && (column.type === 'double' || column.type === 'integer') ? column.values : []
    return {
      label: name(ts.fields),
      points: ts.points.timestamps.flatMap((t, i) => {
        const v = values[i]
        // the SDK types these as Dates but passes some through as ISO strings: read either
        return v == null ? [] : [{ t: new Date(t).getTime(), v: value(v) }]
      }),
    }
  })
}

/** Amount per period to a rate per second. */
export const perSecond = (amount: number, periodSeconds: number) => amount / periodSeconds
