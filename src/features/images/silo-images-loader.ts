import type { LoaderFunctionArgs } from 'react-router'
import { prefetch } from '~/api/query'
import { unlessSiloRoleNeeded } from '~/api/silo-lists'
import { pageParamsOf } from '~/components/list/page-params'
import { siloImageList } from '~/resources/images/queries'

/** The silo images list's reads, apart from the page so a side modal over it need not load it. */
export async function loader({ request }: LoaderFunctionArgs) {
  // a user with project roles only may not list the silo's images (row R2): the page says so
  await prefetch(siloImageList(pageParamsOf(request))).catch(unlessSiloRoleNeeded)
  return null
}
