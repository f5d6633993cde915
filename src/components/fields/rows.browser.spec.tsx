import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import { useRows } from './rows'
import { TextField } from './text-field'

type Values = { routes: { dst: string }[] }

function Harness() {
  const form = useForm<Values>({ defaultValues: { routes: [{ dst: 'first' }, { dst: '' }] } })
  const { rows, append, remove } = useRows(form, 'routes', 'dst')
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      {rows.map(({ key, index }) => (
        <div key={key}>
          <TextField
            control={form.control}
            name={`routes.${index}.dst`}
            label={`Route ${index + 1}`}
            required
          />
          <button type="button" onClick={() => remove(index)}>
            Remove route {index + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => append({ dst: '' })}>
        Add route
      </button>
      <button type="submit">Save</button>
      <output>{form.formState.isDirty ? 'dirty' : 'clean'}</output>
    </form>
  )
}

const route = (n: number) => page.getByRole('textbox', { name: `Route ${n}`, exact: true })

describe('useRows', () => {
  it('adds a row with its first field focused, and removes one, the later rows moving up', async () => {
    await renderInApp(<Harness />)
    await page.getByRole('button', { name: 'Add route' }).click()
    await expect.element(route(3)).toHaveFocus()
    await userEvent.keyboard('third')
    await expect.element(page.getByText('dirty')).toBeVisible()
    await page.getByRole('button', { name: 'Remove route 1' }).click()
    await expect.element(route(1)).toHaveValue('')
    await expect.element(route(2)).toHaveValue('third')
    await expect.element(route(3)).not.toBeInTheDocument()
  })

  it('checks the rows again when one goes, as their errors name them', async () => {
    await renderInApp(<Harness />)
    await page.getByRole('button', { name: 'Add route' }).click()
    await userEvent.keyboard('third')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.element(page.getByText('Route 2 is required')).toBeVisible()
    await page.getByRole('button', { name: 'Remove route 1' }).click()
    // the empty row is now the first, and its error says so
    await expect.element(page.getByText('Route 1 is required')).toBeVisible()
    await expect.element(page.getByText('Route 2 is required')).not.toBeInTheDocument()
    await expect.element(route(1)).toHaveAttribute('aria-invalid', 'true')
    await expect.element(route(2)).not.toHaveAttribute('aria-invalid')
    await expect.element(route(2)).toHaveValue('third')
  })
})
