import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { call } from '~/api/query'
import { configureMock } from '../../../mock-api/config'
import { renderInApp } from '../../../test/component/render'
import { ResizeInstanceModal } from './resize-instance-modal'

/**
 * The modal form shell with number fields (spec sections 8 and 9, issue 10): what is typed is
 * kept as typed, problems are listed in the summary, a refusal keeps the input.
 */
async function open() {
  const instance = await call('instanceView', {
    path: { instance: 'web-3' },
    query: { project: 'web-frontend' },
  })
  const onDismiss = vi.fn()
  await renderInApp(
    <ResizeInstanceModal project="web-frontend" instance={instance} onDismiss={onDismiss} />,
  )
  const dialog = page.getByRole('dialog', { name: 'Resize instance' })
  return {
    onDismiss,
    cpus: dialog.getByRole('textbox', { name: 'CPUs' }),
    memory: dialog.getByRole('textbox', { name: 'Memory' }),
    submit: () => dialog.getByRole('button', { name: 'Resize' }).click(),
    summary: dialog.getByRole('alert'),
  }
}

describe('ResizeInstanceModal', () => {
  it('keeps what was typed and refuses what is no number; arrows step', async () => {
    const { cpus, submit, summary } = await open()
    await cpus.fill('1e3')
    // never quietly turned into 13 or 1000
    await expect.element(cpus).toHaveValue('1e3')
    await submit()
    await expect.element(summary).toHaveTextContent('CPUs must be a number')
    await expect.element(cpus).toHaveValue('1e3')
    await expect.element(cpus).toHaveAttribute('aria-invalid', 'true')
    await cpus.fill('6')
    await userEvent.keyboard('{ArrowUp}')
    await expect.element(cpus).toHaveValue('7')
  })

  it('lists several problems: Errors, a count, N issues:; one problem alone', async () => {
    const { cpus, memory, submit, summary } = await open()
    await cpus.fill('')
    await memory.fill('abc')
    await submit()
    await expect.element(summary).toHaveTextContent(/Errors\s*2\s*2 issues:/)
    expect(
      summary
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['CPUs is required', 'Memory must be a number'])
    await memory.fill('8')
    await submit()
    await expect.element(summary).toHaveTextContent(/^Error\s*1\s*CPUs is required$/)
    expect(summary.getByRole('listitem').elements()).toHaveLength(0)
  })

  it('a refusal keeps the input; an accepted resize closes with a toast', async () => {
    const { cpus, memory, submit, summary, onDismiss } = await open()
    configureMock({ faults: [{ op: 'instanceUpdate', status: 500, times: 1 }] })
    await cpus.fill('6')
    await memory.fill('12')
    await submit()
    await expect.element(summary).toHaveTextContent('Internal Server Error')
    await expect.element(cpus).toHaveValue('6')
    await expect.element(memory).toHaveValue('12')
    expect(onDismiss).not.toHaveBeenCalled()
    await submit()
    await expect.element(page.getByText('Instance web-3 resized')).toBeVisible()
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})
