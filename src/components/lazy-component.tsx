import { type ComponentType, lazy, type ReactNode, Suspense, use } from 'react'
import { loadOnce } from '~/util/load-once'
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

/**
 * A component whose code starts loading with the module that declares it, for a part of a
 * screen that shows only once the user asks for it (a form's rows, added one at a time): it is
 * no part of the screen's first load, and is there by the time it is asked for, so it renders
 * at once (a row's field can take focus as it is added). Asked for sooner, it waits as
 * `lazyComponent` does, showing `placeholder` meanwhile (a chart's spinner
 * while its plot comes).
 */
export function preloadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder?: (props: P) => ReactNode,
) {
  const loaded = loadOnce(load)
  // a failure shows where it is used (the error boundary around it), not here
  loaded().catch(() => {})
  return (props: P) => (
    <Suspense
      fallback={
        <>
          {placeholder?.(props)}
          <ContentPending />
        </>
      }
    >
      <Preloaded loaded={loaded} props={props} />
    </Suspense>
  )
}

function Preloaded<P extends object>({
  loaded,
  props,
}: {
  loaded: () => Promise<ComponentType<P>>
  props: P
}) {
  const Component = use(loaded())
  return <Component {...props} />
}
