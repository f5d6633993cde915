import { errorMessage } from '~/api/errors'
import { type Caller, is404 } from './upload-steps'

type Leftovers = {
  call: Caller
  project: string
  /** the temporary disk's name, once its create was sent (it may exist) */
  disk: string | null
  /** the temporary snapshot's name, once the finalize that makes it was sent */
  snapshot: string | null
  /** each call, tried again while it fails transiently */
  retry: <T>(fn: () => Promise<T>) => Promise<T>
}

/**
 * Remove what a failed or cancelled upload made, so it leaves nothing behind, and say what
 * was done. A disk in import mode is taken out of it and finalized first: only a detached disk
 * can be deleted. Something whose create may not have reached the server is looked up, and
 * its absence (404) is fine. What cannot be removed is named, so the user can remove it.
 */
export async function removeLeftovers(o: Leftovers): Promise<string> {
  const query = { project: o.project }
  const deleted: string[] = []
  const left: string[] = []
  if (o.snapshot) {
    const path = { snapshot: o.snapshot }
    try {
      await o.retry(() => o.call('snapshotDelete', { path, query }))
      deleted.push('snapshot')
    } catch (e) {
      if (!is404(e))
        left.push(
          `the temporary snapshot ${o.snapshot} (${errorMessage(e)}); delete it on the Snapshots page`,
        )
    }
  }
  if (o.disk) {
    const path = { disk: o.disk }
    try {
      const disk = await o.retry(() => o.call('diskView', { path, query }))
      let state = disk.state.state
      if (state === 'importing_from_bulk_writes') {
        await o.retry(() => o.call('diskBulkWriteImportStop', { path, query }))
        state = 'import_ready'
      }
      if (state === 'import_ready')
        await o.retry(() => o.call('diskFinalizeImport', { path, query, body: {} }))
      await o.retry(() => o.call('diskDelete', { path, query }))
      deleted.unshift('disk')
    } catch (e) {
      if (!is404(e))
        left.push(`the temporary disk ${o.disk} (${errorMessage(e)}); delete it on the Disks page`)
    }
  }
  const done =
    deleted.length === 0
      ? ''
      : `The temporary ${deleted.join(' and ')} ${deleted.length > 1 ? 'were' : 'was'} deleted.`
  const problems = left.map((l) => `Could not delete ${l}.`)
  return [done, ...problems].filter(Boolean).join(' ')
}
