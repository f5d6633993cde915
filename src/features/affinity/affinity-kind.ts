import { useSearchParams } from 'react-router'
import type { AffinityKind } from '~/components/affinity-groups'

export * from '~/components/affinity-groups'

/** The kind a URL is about: `?kind=affinity`, else anti-affinity (the spec's default). */
export const kindOf = (search: URLSearchParams): AffinityKind =>
  search.get('kind') === 'affinity' ? 'affinity' : 'anti-affinity'

export const kindOfRequest = (request: Request) => kindOf(new URL(request.url).searchParams)

export const useKind = () => kindOf(useSearchParams()[0])
