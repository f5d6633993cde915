import type { BgpConfig } from '@oxide/api'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import { bgpConfigsWhole } from '~/resources/bgp/queries'
import { cn } from '~/ui/cn'
import { SelectField } from '~/ui/select-field'

/**
 * The ASN a routes or history view asks about, from `?asn=`: one of the configurations', the
 * first by default. Undefined when the rack has no configuration.
 */
export function chosenAsn(search: URLSearchParams, configs: readonly BgpConfig[]) {
  const asked = Number(search.get('asn'))
  return configs.find((c) => c.asn === asked)?.asn ?? configs[0]?.asn
}

/** The picker of that ASN; choosing one replaces `?asn=` (and drops a peer of another ASN). */
export function AsnPicker({ configs, asn }: { configs: readonly BgpConfig[]; asn: number }) {
  const [, setSearch] = useSearchParams()
  if (configs.length < 2) return null
  return (
    <SelectField
      label="Router (ASN)"
      inline
      value={String(asn)}
      options={configs.map((c) => ({ value: String(c.asn), label: `${c.asn} (${c.name})` }))}
      onChange={(v) => setSearch({ asn: v }, { replace: true })}
    />
  )
}

/**
 * A routes or history view's loader: the configurations (and `also`, read at the same time),
 * then what the view reads of the chosen ASN's router, if there is one.
 */
export async function loadForAsn(
  request: Request,
  ofAsn: (asn: number) => { queryKey: QueryKey },
  ...also: { queryKey: QueryKey }[]
) {
  const [{ items: configs }] = await Promise.all([ensure(bgpConfigsWhole()), prefetch(...also)])
  const asn = chosenAsn(new URL(request.url).searchParams, configs)
  if (asn !== undefined) await prefetch(ofAsn(asn))
  return null
}

/**
 * A part of a view that asks one router: its heading with the ASN picker, then what
 * `children` shows of the chosen ASN; with no configuration, no router to ask.
 */
export function AsnSection({
  heading,
  className,
  children,
}: {
  heading: string
  /** The heading row's spacing from what is above. */
  className?: string
  children: (asn: number) => ReactNode
}) {
  const [search] = useSearchParams()
  const configs = usePrefetchedQuery(bgpConfigsWhole()).items
  const asn = chosenAsn(search, configs)
  return (
    <>
      <div className={cn('mb-3 flex flex-wrap items-end justify-between gap-3', className)}>
        <h2 className="text-lg font-semibold">{heading}</h2>
        {asn !== undefined && <AsnPicker configs={configs} asn={asn} />}
      </div>
      {asn === undefined ? (
        <p className="text-secondary">No BGP configuration, so no router to ask.</p>
      ) : (
        children(asn)
      )}
    </>
  )
}
