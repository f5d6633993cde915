import { routeReads } from '~/components/route-reads'
import { probeList } from '~/resources/probes/queries'
import { requireFleetViewer } from './probe-gate'

/** The probes list's reads, apart from the page so a side modal over it need not load it. */
export const loader = routeReads((p, page) => [probeList(p.project, page)], {
  params: ['project'],
  first: requireFleetViewer,
})
