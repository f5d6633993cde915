import { Spinner, useMinDisplay } from '~/ui/spinner'

/** Shown while the first route's data loads. */
export function LoadingPage() {
  // appears only if loading takes a moment, then stays the minimum 500 ms
  const shown = useMinDisplay(true)
  return (
    <div className="flex min-h-full items-center justify-center text-tertiary">
      {shown && <Spinner className="size-6" label="Loading" />}
    </div>
  )
}
