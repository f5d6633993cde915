import { useQuery } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { useAfterFirstPaint } from '~/ui/use-after-first-paint'
import { renderInApp } from '../../test/component/render'
import { useContentSettled } from './content-settled'
import { lazyComponent } from './lazy-component'

/** Held until `release`: a lazy part's code, a read's answer. */
function held() {
  let release = () => {}
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

function Reads({ answer }: { answer: Promise<void> }) {
  const { data } = useQuery({
    queryKey: ['settled-spec'],
    queryFn: () => answer.then(() => 'read'),
  })
  return <p>{data ?? 'reading'}</p>
}

function Painted() {
  return useAfterFirstPaint() ? <p>painted</p> : null
}

/** The frame after the next: effects of what was last drawn have run by then. */
const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

function Settled() {
  return <p>{useContentSettled() ? 'settled' : 'coming'}</p>
}

/**
 * Issue 29: what waits for the page's content (the navigation's issue count) starts once the
 * content is on screen: not while a lazy part's code or a read is still on its way. Both held
 * here, and released one after the other.
 */
describe('useContentSettled', () => {
  it('waits for a lazy part and a read in flight, then stays settled', async () => {
    const code = held()
    const answer = held()
    const Part = lazyComponent(async () => {
      await code.promise
      return () => <p>part</p>
    })
    await renderInApp(
      <>
        <Settled />
        <Painted />
        <Part />
        <Reads answer={answer.promise} />
      </>,
    )
    // painted, but the part's code and the read are still coming
    await expect.element(page.getByText('reading')).toBeInTheDocument()
    await expect.element(page.getByText('painted')).toBeInTheDocument()
    await expect.element(page.getByText('coming')).toBeInTheDocument()
    answer.release()
    await expect.element(page.getByText('read', { exact: true })).toBeInTheDocument()
    await nextFrames()
    await expect.element(page.getByText('coming')).toBeInTheDocument()
    code.release()
    await expect.element(page.getByText('part')).toBeInTheDocument()
    await expect.element(page.getByText('settled')).toBeInTheDocument()
  })
})
