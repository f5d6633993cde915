import { describe, expect, it } from 'vitest'
import { type Locator, page, userEvent } from 'vitest/browser'
import { renderRoute } from '../../../test/component/render'
import * as InstancesPage from './instances-page'

/**
 * The list features of issue 11 (QueryTable, components/list/) on the instances list: sort and
 * filter over the whole collection with the view in the URL, selection with Shift-click ranges
 * and the keyboard, the bulk bar. Bulk runs, export and paging at scale are in lists.e2e.ts.
 */
const PATH = '/projects/web-frontend/instances'
const open = (search = '') =>
  renderRoute(InstancesPage, { path: `${PATH}${search}`, pattern: '/projects/:project/instances' })

/** The names in the table, top to bottom. */
const names = () =>
  [...document.querySelectorAll('tbody tr[data-row] td:nth-child(2)')].map((td) =>
    td.textContent?.trim(),
  )
/** Headers are set in capitals (CSS), which this locator's name reads: matched in any case. */
const ci = (name: string) => new RegExp(`^${name}$`, 'i')
const sortBy = (name: string) => page.getByRole('button', { name: ci(name) })
/** A column's sort as its header tells assistive tech (aria-sort). */
const sortOf = (name: string) =>
  sortBy(name).query()?.closest('th')?.getAttribute('aria-sort') ?? 'no such column'
/** Focus a control once it is on screen. */
const focus = async (l: Locator) => {
  await expect.element(l).toBeVisible()
  ;(l.element() as HTMLElement).focus()
}
const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` })
const bulkBar = () => page.getByRole('region', { name: 'Bulk actions' })
const shiftClick = async (l: Locator) => {
  await userEvent.keyboard('{Shift>}')
  await l.click()
  await userEvent.keyboard('{/Shift}')
}

describe('the instances list', () => {
  it('sorts by any column and filters, the view in the URL; Back restores it', async () => {
    const { router } = await open()
    const search = () => new URLSearchParams(router.state.location.search)
    await expect.poll(() => sortOf('Name')).toBe('ascending')
    await sortBy('CPU').click()
    await expect.poll(() => sortOf('CPU')).toBe('ascending')
    await expect.poll(() => sortOf('Name')).toBe('none')
    await expect.poll(() => search().get('sort')).toBe('cpu')
    await sortBy('CPU').click()
    await expect.poll(() => sortOf('CPU')).toBe('descending')
    await expect.poll(() => search().get('sort')).toBe('-cpu')
    // 16 vCPU, then 8, then the 4s by name
    await expect
      .poll(names)
      .toEqual([
        'db-replica',
        'cache-1',
        'web-1',
        'web-2',
        'web-3',
        'api-gateway',
        'queue-worker',
        'web-canary',
        'batch-runner',
      ])

    await page.getByLabelText('Filter instances').fill('WEB')
    await expect.poll(names).toEqual(['web-1', 'web-2', 'web-3', 'web-canary'])
    await expect.element(page.getByText('4 of 9 instances match')).toBeVisible()
    // the URL follows once typing pauses
    await expect.poll(() => search().get('q')).toBe('WEB')
    expect(search().get('sort')).toBe('-cpu')

    // Back: the list before the filter, and before the sort
    await router.navigate(-1)
    await expect.element(page.getByLabelText('Filter instances')).toHaveValue('')
    await expect.poll(() => names().length).toBe(9)
    await router.navigate(-1)
    await router.navigate(-1)
    await expect.poll(() => sortOf('Name')).toBe('ascending')

    await page.getByLabelText('Filter instances').fill('no-such-thing')
    await expect.element(page.getByText('No instances match the filter')).toBeVisible()
  })

  it('a linked view opens as it was', async () => {
    await open('?sort=-cpu&q=canary')
    await expect.poll(names).toEqual(['web-canary'])
    await expect.element(page.getByLabelText('Filter instances')).toHaveValue('canary')
  })

  it('selects rows with a click, a Shift-click range and select all', async () => {
    await open()
    await select('api-gateway').click()
    await expect.element(bulkBar()).toHaveTextContent('1 selected')
    await shiftClick(select('queue-worker'))
    for (const name of ['api-gateway', 'batch-runner', 'cache-1', 'db-replica', 'queue-worker'])
      await expect.element(select(name)).toBeChecked()
    await expect.element(select('web-1')).not.toBeChecked()
    await expect.element(bulkBar()).toHaveTextContent('5 selected')
    // a Shift-click on a selected row clears the range back to the last click
    await shiftClick(select('cache-1'))
    await expect.element(select('db-replica')).not.toBeChecked()
    await expect.element(select('cache-1')).not.toBeChecked()
    await expect.element(select('batch-runner')).toBeChecked()

    const all = page.getByRole('checkbox', { name: 'Select all on this page' })
    await all.click()
    await expect.element(bulkBar()).toHaveTextContent('9 selected')
    await all.click()
    await expect.element(bulkBar()).not.toBeInTheDocument()

    // with a filter, the header selects what matches, not what is hidden
    await page.getByLabelText('Filter instances').fill('web-')
    await page.getByRole('checkbox', { name: 'Select all that match the filter' }).click()
    await expect.element(bulkBar()).toHaveTextContent('4 selected')
    await expect.element(bulkBar().getByRole('button', { name: 'Start (1)' })).toBeVisible()
    await bulkBar().getByRole('button', { name: 'Clear selection' }).click()
    await expect.element(bulkBar()).not.toBeInTheDocument()
  })

  it('the keyboard sorts, selects ranges and opens a bulk action', async () => {
    await open()
    await focus(sortBy('Memory'))
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => sortOf('Memory')).toBe('ascending')
    await focus(select('web-1'))
    await userEvent.keyboard(' ')
    await expect.element(select('web-1')).toBeChecked()
    await focus(select('web-3'))
    await userEvent.keyboard('{Shift>} {/Shift}')
    await expect.element(select('web-2')).toBeChecked()
    await expect.element(select('web-3')).toBeChecked()
    await expect.element(bulkBar()).toHaveTextContent('3 selected')
    const stop = bulkBar().getByRole('button', { name: 'Stop (2)' })
    await focus(stop)
    await userEvent.keyboard('{Enter}')
    const dialog = page.getByRole('dialog', { name: 'Stop instances' })
    await expect
      .element(dialog)
      .toHaveTextContent('web-3: Only available when the instance is running')
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(bulkBar()).toHaveTextContent('3 selected')
  })
})
