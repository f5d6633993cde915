import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { projectDisks } from '~/resources/disks/queries'
import { configureMock } from '../../../mock-api/config'
import { renderInApp } from '../../../test/component/render'
import { PickerField } from './picker-field'

function DiskPicker() {
  const form = useForm<{ disk: string | null }>({ defaultValues: { disk: null } })
  const disks = useQuery(projectDisks('web-frontend'))
  const items = (disks.data?.items ?? []).map((d) => ({ value: d.name, label: d.name }))
  return (
    <PickerField
      control={form.control}
      name="disk"
      label="Disk"
      noun={['a disk', 'disks']}
      items={items}
      from={disks}
      description="The disk to attach"
    />
  )
}

const field = () => page.getByRole('combobox', { name: 'Disk' })

describe('PickerField', () => {
  it('says it is loading, then offers the items', async () => {
    configureMock({ delay: 300 })
    await renderInApp(<DiskPicker />)
    await expect.element(field()).toHaveTextContent('Loading disks…')
    await expect.element(field()).toHaveTextContent('Select a disk')
    await field().click()
    await expect.element(page.getByRole('option', { name: 'web-1-boot' })).toBeVisible()
  })

  it('a failed read says so in place of the prompt, and why in the description', async () => {
    configureMock({ faults: [{ op: 'diskList', status: 500, times: 5 }] })
    await renderInApp(<DiskPicker />)
    await expect.element(field()).toHaveTextContent('Could not load disks')
    await expect.element(page.getByText('Internal Server Error (injected fault)')).toBeVisible()
  })
})
