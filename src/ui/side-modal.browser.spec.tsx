import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../test/component/render'
import { SideModal, ViewSideModal } from './side-modal'

describe('SideModal', () => {
  it('opens with focus on its first field, not on Close (issue 27)', async () => {
    await renderInApp(
      <SideModal
        title="New thing"
        onRequestClose={() => {}}
        footer={<button type="button">Create</button>}
      >
        <label>
          Name <input disabled />
        </label>
        <label>
          Description <input />
        </label>
      </SideModal>,
    )
    await expect.element(page.getByRole('textbox', { name: 'Description' })).toHaveFocus()
  })

  it('without a field, opens on its first control', async () => {
    await renderInApp(
      <ViewSideModal title="An image" onClose={() => {}}>
        <p>Nothing to type</p>
      </ViewSideModal>,
    )
    await expect.element(page.getByRole('button', { name: 'Close' }).first()).toHaveFocus()
  })
})
