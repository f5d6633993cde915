import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import { ListboxField } from './listbox-field'

type Values = { pool: string | null }
const ITEMS = [
  { value: 'default', label: 'default (IPv4)' },
  { value: 'v6', label: 'v6 (IPv6)' },
  { value: 'empty', label: 'empty (no addresses left)', disabled: true },
]

function Harness({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { pool: null } })
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <ListboxField control={form.control} name="pool" label="IP pool" items={ITEMS} required />
      <button type="submit">Save</button>
    </form>
  )
}

const field = () => page.getByRole('combobox', { name: 'IP pool' })

describe('ListboxField', () => {
  it('is required with the spec’s message, then takes a choice by mouse', async () => {
    const onSubmit = vi.fn()
    await renderInApp(<Harness onSubmit={onSubmit} />)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.element(page.getByText('IP pool is required')).toBeVisible()
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true')
    await field().click()
    // a choice that cannot be made is shown, and refused
    await expect
      .element(page.getByRole('option', { name: 'empty (no addresses left)' }))
      .toHaveAttribute('aria-disabled', 'true')
    await page.getByRole('option', { name: 'v6 (IPv6)' }).click()
    await expect.element(field()).toHaveTextContent('v6 (IPv6)')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ pool: 'v6' })
  })

  it('works from the keyboard: open, move, choose', async () => {
    await renderInApp(<Harness onSubmit={() => {}} />)
    await expect.element(field()).toBeVisible()
    ;(field().element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('listbox')).toBeVisible()
    await expect.element(page.getByRole('option', { name: 'default (IPv4)' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByRole('option', { name: 'v6 (IPv6)' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument()
    await expect.element(field()).toHaveTextContent('v6 (IPv6)')
    await expect.element(field()).toHaveFocus()
  })
})
