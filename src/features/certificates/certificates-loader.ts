import type { LoaderFunctionArgs } from 'react-router'
import { cachedFleetPermissions, readFleetRole } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { pageParamsOf } from '~/components/list/page-params'
import { certificateList } from '~/resources/certificates/queries'

export async function loader({ request }: LoaderFunctionArgs) {
  // whether the list may be read at all is the role's to say: a second round trip, by design
  await readFleetRole()
  if (!cachedFleetPermissions().certificates) await prefetch(certificateList(pageParamsOf(request)))
  return null
}
