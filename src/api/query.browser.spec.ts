import { describe, expect, it } from 'vitest'
import { instanceView } from '~/resources/instances/queries'
import { systemPoolList } from '~/resources/ip-pools/queries'
import { projectView } from '~/resources/projects/queries'
import { call, prefetch, queryClient } from './query'

/**
 * Issue 27: Back after a delete or a rename showed the object from the cache, live-looking.
 * A loader that comes back to it asks the server, which says it is gone.
 */
describe('what a change leaves in the cache', () => {
  it('a deleted object’s reads are asked again, and answer that it is gone', async () => {
    await prefetch(instanceView('web-frontend', 'web-3'))
    expect(queryClient.getQueryData(instanceView('web-frontend', 'web-3').queryKey)).toBeDefined()
    await call('instanceDelete', {
      path: { instance: 'web-3' },
      query: { project: 'web-frontend' },
    })
    await expect(prefetch(instanceView('web-frontend', 'web-3'))).rejects.toMatchObject({
      status: 404,
    })
  })

  it('a renamed object’s reads under the old name are asked again; others stay', async () => {
    await prefetch(projectView('sandbox'), projectView('web-frontend'))
    await call('projectUpdate', {
      path: { project: 'sandbox' },
      body: { name: 'sandbox-2', description: 'renamed' },
    })
    await expect(prefetch(projectView('sandbox'))).rejects.toMatchObject({ status: 404 })
    expect(queryClient.getQueryState(projectView('web-frontend').queryKey)?.isInvalidated).toBe(
      false,
    )
  })

  it('an update that keeps the name keeps the cache as it was', async () => {
    await prefetch(projectView('sandbox'))
    await call('projectUpdate', {
      path: { project: 'sandbox' },
      body: { name: 'sandbox', description: 'same name' },
    })
    expect(queryClient.getQueryState(projectView('sandbox').queryKey)?.isInvalidated).toBe(false)
  })

  it('a deleted object leaves its kind’s cached lists as the delete answers (issue 27)', async () => {
    const pool = await call('systemIpPoolCreate', {
      body: { name: 'short-lived', description: '' },
    })
    const pools = systemPoolList({ limit: 50 })
    await queryClient.fetchQuery(pools)
    await call('systemIpPoolDelete', { path: { pool: pool.id } })
    // at once: no refetch has run (nothing invalidated it), so only the delete removed it
    const names = queryClient.getQueryData(pools.queryKey)?.items.map((p) => p.name)
    expect(names).toContain('default')
    expect(names).not.toContain('short-lived')
  })
})
