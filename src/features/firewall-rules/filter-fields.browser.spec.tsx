import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import { PortListField } from './filter-fields'
import type { RuleValues } from './rule-values'

function Harness() {
  const form = useForm<RuleValues>({ defaultValues: { ports: [] } as unknown as RuleValues })
  return <PortListField control={form.control} />
}

const input = () => page.getByRole('textbox', { name: 'Port or port range' })
const add = () => page.getByRole('button', { name: 'Add port' }).click()

describe('PortListField', () => {
  it('says at Add port that ports are 0 to 65535, and adds what is within (issue 27)', async () => {
    await renderInApp(<Harness />)
    await expect.element(page.getByText('from 0 to 65535', { exact: false })).toBeVisible()
    for (const bad of ['70000', '65536', '1-65536']) {
      await input().fill(bad)
      await add()
      await expect.element(page.getByText('Ports are 0 to 65535')).toBeVisible()
      await expect.element(input()).toHaveAttribute('aria-invalid', 'true')
    }
    await input().fill('8000-8080')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('list', { name: 'Ports' })).toHaveTextContent('8000-8080')
    await input().fill('8000-8080')
    await add()
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true')
  })
})
