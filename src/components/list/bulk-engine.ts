import { invalidate } from '~/api/query'
import { toast } from '~/ui/toast'
import { type BulkRun, countOf, createBulkRuns } from './bulk-run'
import { publishRuns } from './bulk-store'

/**
 * The app's one bulk-run engine (bulk-run.ts), module-level so runs outlive the list that
 * started them: it refreshes what a settled run touched and reports it as a toast, wherever
 * the user is by then.
 */
export const bulkRuns = createBulkRuns({
  invalidate: (touches) => invalidate(...touches),
  publish: publishRuns,
  report: (run: BulkRun) => {
    const failed = countOf(run, 'failed')
    const total = run.items.length
    if (failed === 0) toast.success({ title: run.title, description: `${total} of ${total} done` })
    else {
      const first = run.items.find((i) => i.status === 'failed')
      const why = first?.status === 'failed' ? `: ${first.message}` : ''
      toast.error({ title: run.title, description: `${failed} of ${total} failed${why}` })
    }
  },
})
