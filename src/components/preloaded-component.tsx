import { type ComponentType, Suspense, use } from 'react'
import { loadOnce } from '~/util/load-once'
import { ContentPending } from './content-pending'

/**
 * A component whose code starts loading with the module that declares it, for a part of a
 * screen that shows only once the user asks for it (a form's rows, added one at a time): it is
 * no part of the screen's first load, and is there by the time it is asked for, so it renders
 * at once (a row's field can take focus as it is added). Asked for sooner, it waits as
 * `lazyComponent` (lazy-component.tsx) does.
 */
export function preloadedComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loaded = loadOnce(load)
  // a failure shows where it is used (the error boundary around it), not here
  loaded().catch(() => {})
  return (props: P) => (
    <Suspense fallback={<ContentPending />}>
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
