import { prefetch, queryClient } from '~/api/query'
import { announcementList, announceSetsWhole } from '~/resources/bgp/queries'

/** The announce sets' reads, apart from the tab so a side modal over it need not load it. */
export async function loader() {
  await prefetch(announceSetsWhole())
  const sets = queryClient.getQueryData(announceSetsWhole().queryKey) ?? []
  return prefetch(...sets.map((s) => announcementList(s.id)))
}
