import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { siloPolicyQuery } from '~/api/permissions'
import { queryClient } from '~/api/query'
import { configureMock } from '../../mock-api/config'
import { renderInApp } from '../../test/component/render'
import { Shell } from './shell'

describe('the shell', () => {
  it('shows a role read that failed after the page, moving nothing on it', async () => {
    await page.viewport(1200, 500)
    await renderInApp(
      <Shell sidebar={<nav aria-label="Sections" />}>
        <a href="/here">Back to console</a>
        <div style={{ height: 2000 }} />
      </Shell>,
    )
    const link = page.getByRole('link', { name: 'Back to console' })
    await expect.element(link).toBeVisible()
    const top = link.element().getBoundingClientRect().top
    // the silo policy read fails (not "no role": a 500) once the page is up
    configureMock({ faults: [{ op: 'policyView', status: 500, times: 1 }] })
    await queryClient.prefetchQuery(siloPolicyQuery)
    const notice = page.getByText('Your role could not be read')
    await expect.element(notice).toBeVisible()
    expect(link.element().getBoundingClientRect().top).toBe(top)
    // after the page in the reading order, and held at the bottom of the screen while it scrolls
    expect(link.element().compareDocumentPosition(notice.element())).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(notice.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(500)
  })
})
