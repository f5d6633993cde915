import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { renderInApp } from '../../../test/component/render'
import { TextFileField } from './text-file-field'

function Harness({ read }: { read?: 'text' | 'base64' }) {
  const form = useForm<{ cert: string }>({ defaultValues: { cert: '' } })
  return (
    <form noValidate>
      <TextFileField control={form.control} name="cert" label="Certificate" read={read} required />
    </form>
  )
}

const box = () => page.getByRole('textbox', { name: 'Certificate', exact: true })
const picker = () => page.getByLabelText('Certificate from a file')
const pem = (body: string) => new File([`-----BEGIN CERTIFICATE-----\n${body}\n`], 'cert.pem')

describe('TextFileField', () => {
  it('fills the box with the file’s text, and reads the same file again when chosen again (issue 27)', async () => {
    await renderInApp(<Harness />)
    await userEvent.upload(picker(), pem('first'))
    await expect.element(box()).toHaveValue('-----BEGIN CERTIFICATE-----\nfirst\n')
    // the input holds no file once read, so the browser reports the next choice of the same
    // file as a change, whatever was fixed in it meanwhile
    expect((picker().element() as HTMLInputElement).value).toBe('')
    await userEvent.upload(picker(), pem('fixed'))
    await expect.element(box()).toHaveValue('-----BEGIN CERTIFICATE-----\nfixed\n')
  })

  it('reads a binary file as base64', async () => {
    await renderInApp(<Harness read="base64" />)
    await userEvent.upload(picker(), new File([new Uint8Array([0, 1, 2, 250])], 'key.der'))
    await expect.element(box()).toHaveValue('AAEC+g==')
  })
})
