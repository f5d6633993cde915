import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../test/component/render'
import { ShellTools } from './shell-tools'

describe('Jump to', () => {
  it('keeps what is typed right after Ctrl-K, while its code is still loading (issue 27)', async () => {
    await renderInApp(<ShellTools />, { path: '/projects' })
    await expect.element(page.getByRole('button', { name: /Jump to/ })).toBeVisible()
    // no pause between the shortcut and the typing: the dialog is not on screen yet
    await userEvent.keyboard('{Control>}k{/Control}web?')
    const input = page.getByRole('combobox', { name: 'Jump to a project, resource or page' })
    await expect.element(input).toHaveValue('web?')
    await expect.element(input).toHaveFocus()
    // the '?' went into the box, not to the shortcuts sheet
    await expect.element(page.getByRole('dialog', { name: /shortcuts/i })).not.toBeInTheDocument()
  })
})
