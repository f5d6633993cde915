import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../test/component/render'
import { PageHeader } from './page-header'

const INTRO =
  'Diagnostic data collected from the rack (logs, sled and service state) for Oxide support. A bundle takes a while to collect; download it once it is active.'

describe('PageHeader', () => {
  it('keeps its actions beside the title when the intro is long (issue 27)', async () => {
    // the width of a page's content beside the sidebar at 1280 px
    await renderInApp(
      <div style={{ width: 976 }}>
        <PageHeader
          title="Support bundles"
          actions={<button type="button">New support bundle</button>}
        >
          {INTRO}
        </PageHeader>
      </div>,
    )
    const heading = page.getByRole('heading', { name: 'Support bundles' }).element()
    const button = page.getByRole('button', { name: 'New support bundle' }).element()
    const [h, b] = [heading.getBoundingClientRect(), button.getBoundingClientRect()]
    expect(b.top).toBeLessThan(h.bottom)
    expect(b.left).toBeGreaterThan(h.right)
  })
})
