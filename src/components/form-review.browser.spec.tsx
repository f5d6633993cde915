import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { req } from '~/api/request'
import { renderInApp } from '../../test/component/render'
import { FormReview } from './form-review'

/** Issue 11: what a form sends, shown before it is sent, as the wire carries it and as code. */
const DESCRIPTION = `It's "card" <b>processing</b> $(id)`
const requests = [
  req('diskCreate', {
    query: { project: 'web-frontend' },
    body: {
      name: 'scratch-2',
      description: DESCRIPTION,
      diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
      size: 10 * 1024 ** 3,
    },
  }),
  req('instanceDiskAttach', {
    path: { instance: 'web-3' },
    query: { project: 'web-frontend' },
    body: { disk: 'scratch-2' },
  }),
]

const review = () => page.getByRole('dialog', { name: 'Review 2 requests' })
const code = (name: string) => review().getByRole('region', { name }).element().textContent ?? ''

describe('FormReview', () => {
  it('shows two requests in order, as the wire carries them, user text as text', async () => {
    const onSubmit = vi.fn()
    const onClose = vi.fn()
    await renderInApp(
      <FormReview
        requests={requests}
        submitLabel="Create and attach"
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    )
    await expect.element(review()).toHaveTextContent('1.POST/v1/disks?project=web-frontend')
    await expect
      .element(review())
      .toHaveTextContent('2.POST/v1/instances/web-3/disks/attach?project=web-frontend')
    // snake_case on the wire, the text as typed and never markup
    expect(JSON.parse(code('Request 1 body'))).toMatchObject({
      name: 'scratch-2',
      description: DESCRIPTION,
      disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
    })
    expect(JSON.parse(code('Request 2 body'))).toEqual({ disk: 'scratch-2' })
    expect(review().element().querySelectorAll('b')).toHaveLength(0)

    await review().getByRole('tab', { name: 'Terraform' }).click()
    await expect
      .element(review().getByRole('region', { name: 'Terraform configuration' }))
      .toHaveTextContent('resource "oxide_disk" "scratch-2"')
    await expect
      .element(review())
      .toHaveTextContent('Attaching a disk has no Terraform equivalent of its own')

    await review().getByRole('button', { name: 'Back to form' }).click()
    expect(onClose).toHaveBeenCalledOnce()
    await review().getByRole('button', { name: 'Create and attach' }).click()
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('a submit the user may not make is disabled with the reason', async () => {
    await renderInApp(
      <FormReview
        requests={requests.slice(0, 1)}
        submitLabel="Create disk"
        submitDisabled="Requires the collaborator role on this project; yours is viewer"
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    )
    const submit = page.getByRole('button', { name: 'Create disk' })
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true')
    await submit.hover()
    await expect
      .element(page.getByRole('tooltip'))
      .toHaveTextContent('Requires the collaborator role on this project; yours is viewer')
  })
})
