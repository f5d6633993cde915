import { useSearchParams } from 'react-router'
import type { AffinityKind } from '~/util/paths'

/** The kind a URL is about: `?kind=affinity`, else anti-affinity (the spec's default). */
export const kindOf = (search: URLSearchParams): AffinityKind =>
  search.get('kind') === 'affinity' ? 'affinity' : 'anti-affinity'

export const kindOfRequest = (request: Request) => kindOf(new URL(request.url).searchParams)

export const useKind = () => kindOf(useSearchParams()[0])
