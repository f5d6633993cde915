import type { LoaderFunctionArgs } from 'react-router'
import { prefetchProjectRoles } from '~/api/permissions'
import { ensure } from '~/api/query'
import { unlessSiloRoleNeeded } from '~/api/silo-lists'
import { pageParamsOf } from '~/components/list/page-params'
import { projectList } from '~/resources/projects/queries'

/** The projects list's reads, apart from the page so a side modal over it need not load it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const page = await ensure(projectList(pageParamsOf(request))).catch(unlessSiloRoleNeeded)
  // the rows do not wait for the roles on each project: the row menus' reasons fill in as they
  // come (a filtered or re-sorted view holds a thousand at once: the first page's worth)
  void prefetchProjectRoles(page?.items.slice(0, 100).map((p) => p.name) ?? []).catch(() => {})
  return null
}
