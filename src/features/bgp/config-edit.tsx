import type { LoaderFunctionArgs } from 'react-router'
import { ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import { routeParams, useRouteParams } from '~/components/route-params'
import { announceSetsWhole, bgpConfigsWhole } from '~/resources/bgp/queries'
import { BgpConfigForm } from './config-form'

/** The config a path names, among the whole list (the API has no view call for one). */
async function loadConfig(selector: string) {
  const configs = await ensure(bgpConfigsWhole())
  if (!configs.items.some((c) => c.name === selector || c.id === selector))
    throw new Response(null, { status: 404 })
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { bgpConfig } = routeParams(params, 'bgpConfig')
  await Promise.all([prefetch(announceSetsWhole()), loadConfig(bgpConfig)])
  return null
}

/** What `networkingBgpConfigUpdate` may change: name, description, announce set, max paths. */
export default function BgpConfigEdit() {
  const { bgpConfig: selector } = useRouteParams('bgpConfig')
  const configs = usePrefetchedQuery(bgpConfigsWhole()).items
  const config = configs.find((c) => c.name === selector || c.id === selector)
  return <BgpConfigForm edit={{ selector, config, configs }} />
}
