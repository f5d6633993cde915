import { useEffect } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * A field derived from another (a VPC's DNS name from its name, an identity provider's ACS
 * URL from its name) after that one changed from `before` to `after`: it follows while it still
 * reads as derived from `before`, that is, until the user makes it something else.
 */
export const followed = (
  derive: (source: string) => string,
  before: string,
  after: string,
  current: string,
) => (current === derive(before) ? derive(after) : current)

/** Keeps `to` derived from `from` (see `followed`) for as long as the form is shown. */
export function useFollow<T extends FieldValues>(
  form: UseFormReturn<T>,
  from: Path<T>,
  to: Path<T>,
  derive: (source: string) => string,
) {
  const { watch, getValues, setValue, getFieldState } = form
  useEffect(() => {
    let before = String(getValues(from) ?? '')
    const sub = watch((_, { name }) => {
      if (name !== from) return
      const after = String(getValues(from) ?? '')
      const current = String(getValues(to) ?? '')
      const next = followed(derive, before, after, current)
      before = after
      if (next !== current)
        setValue(to, next as PathValue<T, Path<T>>, {
          shouldValidate: getFieldState(to).invalid,
        })
    })
    return () => sub.unsubscribe()
  }, [watch, getValues, setValue, getFieldState, from, to, derive])
}
