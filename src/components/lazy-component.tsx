import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { ContentPending } from './content-pending'

/**
 * A component whose code loads the first time it renders: for modals and drawers that most
 * visits never open, or panels that may come after the page, so the pages that offer them
 * download less up front. Renders nothing (or `placeholder`) while loading (a local chunk, a few
 * milliseconds), and the page counts as still coming meanwhile (content-pending.ts).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** What holds its place meanwhile, where an empty place would move the page or its focus. */
  placeholder?: ReactNode,
) {
  const Lazy = lazy(async () => ({ default: await load() }))
  // called once per component at module level, like React.lazy itself
  return (props: P) => (
    <Suspense
      fallback={
        <>
          {placeholder}
          <ContentPending />
        </>
      }
    >
      <Lazy {...props} />
    </Suspense>
  )
}
