import type { FieldValues } from 'react-hook-form'
import { errorMessage } from '~/api/errors'
import { ListboxField, type ListboxFieldProps } from './listbox-field'

/** The state of a query the items come from (a `useQuery` result will do). */
type Source = { isPending: boolean; error: unknown }

export type PickerFieldProps<T extends FieldValues, V extends string> = Omit<
  ListboxFieldProps<T, V>,
  'placeholder'
> & {
  /** What is chosen, with its article, and its plural: `['a disk', 'disks']`. */
  noun?: readonly [one: string, many: string]
  /** The placeholder once there is something to choose; `Select <one>` by default. */
  prompt?: string
  /** The placeholder when there is nothing to choose; the prompt by default. */
  empty?: string
  /** The query, or queries, the items come from; none for items already on hand. */
  from?: Source | readonly Source[]
}

const sourcesOf = (from: Source | readonly Source[] = []) => ('isPending' in from ? [from] : from)

/** "Loading disks…", "Could not load disks" when a source failed, then `empty` or the prompt. */
export function pickerPlaceholder<V extends string>({
  noun,
  prompt = `Select ${noun?.[0] ?? 'one'}`,
  empty = prompt,
  from,
  items,
}: Pick<PickerFieldProps<FieldValues, V>, 'noun' | 'prompt' | 'empty' | 'from' | 'items'>) {
  const many = noun ? ` ${noun[1]}` : ''
  if (sourcesOf(from).some((s) => s.isPending)) return `Loading${many}…`
  if (sourcesOf(from).some((s) => s.error)) return `Could not load${many}`
  return items.length ? prompt : empty
}

/**
 * Choose one X from a list: the field for every "choose one disk / instance / pool" of the app,
 * with its loading, empty and error states. A failed query's message replaces the description.
 */
export function PickerField<T extends FieldValues, V extends string>(
  props: PickerFieldProps<T, V>,
) {
  const { noun, prompt, empty, from, description, ...field } = props
  const failed = sourcesOf(from).find((s) => !s.isPending && s.error)
  return (
    <ListboxField
      {...field}
      placeholder={pickerPlaceholder(props)}
      description={
        failed ? <span className="text-danger-fg">{errorMessage(failed.error)}</span> : description
      }
    />
  )
}
