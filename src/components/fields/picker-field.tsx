import type { FieldValues } from 'react-hook-form'
import { errorMessage } from '~/api/errors'
import { ListboxField, type ListboxFieldProps } from './listbox-field'

/** The state of a query a picker's items come from (a `useQuery` result will do). */
export type PickerSource = { isPending: boolean; error: unknown }

export type PickerTexts = {
  /** What is chosen, with its article, and its plural: `['a disk', 'disks']`. */
  noun?: readonly [one: string, many: string]
  /** The placeholder once there is something to choose; `Select <one>` by default. */
  prompt?: string
  /** The placeholder when there is nothing to choose; the prompt by default. */
  empty?: string
}

/**
 * The placeholder of a picker: "Loading disks…" while a source loads, "Could not load disks"
 * when one failed, then `empty` or the prompt.
 */
export function pickerPlaceholder(
  { noun, prompt = `Select ${noun?.[0] ?? 'one'}`, empty = prompt }: PickerTexts,
  sources: readonly PickerSource[],
  count: number,
) {
  const many = noun ? ` ${noun[1]}` : ''
  if (sources.some((s) => s.isPending)) return `Loading${many}…`
  if (sources.some((s) => s.error)) return `Could not load${many}`
  return count ? prompt : empty
}

export type PickerFieldProps<T extends FieldValues, V extends string> = Omit<
  ListboxFieldProps<T, V>,
  'placeholder'
> &
  PickerTexts & { from?: PickerSource | readonly PickerSource[] }

/**
 * Choose one X from a list: the field for every "choose one disk / instance / pool" of the app,
 * with its loading, empty and error states. `from` is the query (or queries) the items come
 * from; leave it out for items already on hand. A failed query's message replaces the
 * description.
 */
export function PickerField<T extends FieldValues, V extends string>({
  noun,
  prompt,
  empty,
  from = [],
  description,
  ...field
}: PickerFieldProps<T, V>) {
  const sources: readonly PickerSource[] = 'isPending' in from ? [from] : from
  const failed = sources.find((s) => !s.isPending && s.error)
  return (
    <ListboxField
      {...field}
      placeholder={pickerPlaceholder({ noun, prompt, empty }, sources, field.items.length)}
      description={
        failed ? <span className="text-danger-fg">{errorMessage(failed.error)}</span> : description
      }
    />
  )
}
