import { Spinner } from '~/ui/spinner'

/** Shown while the first route's data loads. */
export function LoadingPage() {
  return (
    <div className="flex min-h-full items-center justify-center text-tertiary">
      <Spinner className="size-6" label="Loading" />
    </div>
  )
}
