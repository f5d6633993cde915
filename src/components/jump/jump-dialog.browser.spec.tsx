import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import { JumpDialog } from './jump-dialog'
import { typedAhead } from './typed-ahead'

/** Suspends until `release`, as a sibling's code or data still on its way does. */
let release = () => {}
const later = new Promise<void>((resolve) => {
  release = resolve
})
function SuspendsOnce() {
  use(later)
  return null
}

/**
 * Issue 27: what was typed while the box loaded starts its query. React may render the box,
 * throw that render away and render it again (a sibling suspends, an urgent update comes
 * between); the keys are still there in the render that shows (CI run of 175ce01 lost them).
 */
describe('the jump box', () => {
  it('keeps the keys typed ahead through a render thrown away', async () => {
    typedAhead.text = 'spark'
    await renderInApp(
      <Suspense fallback={null}>
        <JumpDialog open onOpenChange={() => {}} />
        <SuspendsOnce />
      </Suspense>,
    )
    const input = page.getByRole('combobox', { name: 'Jump to a project, resource or page' })
    // the box's first render was thrown away with the suspended boundary; the second shows it
    await expect.element(input).not.toBeInTheDocument()
    release()
    await expect.element(input).toHaveValue('spark')
    expect(typedAhead.text).toBe('')
  })
})
