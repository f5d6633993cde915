import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { call } from '~/api/query'
import { configureMock } from '../../../mock-api/config'
import { renderInApp } from '../../../test/component/render'
import { IpSpaceMap } from './ip-space-map'

describe('IpSpaceMap', () => {
  it('shows no count or free block until the taken addresses are known (issue 27)', async () => {
    const pool = await call('systemIpPoolView', { path: { pool: 'default' } })
    const ranges = await call('systemIpPoolRangeList', { path: { pool: 'default' } })
    // the taken addresses take a while to read, as on a rack
    configureMock({ delay: 300 })
    await renderInApp(
      <IpSpaceMap poolId={pool.id} ranges={ranges.items} allocated={undefined} linkedToMySilo />,
    )
    // a request per project and instance: only when asked (issue 29)
    await expect.element(page.getByText(/taken ones not looked up/).first()).toBeVisible()
    await page.getByRole('button', { name: 'Find the taken addresses' }).click()
    await expect.element(page.getByText('Finding the taken addresses…')).toBeVisible()
    await expect.element(page.getByText(/finding the taken ones/).first()).toBeVisible()
    await expect.element(page.getByText(/free blocks?$/).first()).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('list', { name: /^Free blocks of/ }).first())
      .not.toBeInTheDocument()
    // once read: the counts and the blocks
    await expect
      .element(page.getByText(/\d+ taken that you can see · \d+ free blocks?/).first())
      .toBeVisible()
    await expect.element(page.getByRole('list', { name: /^Free blocks of/ }).first()).toBeVisible()
  })
})
