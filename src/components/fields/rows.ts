import { useEffect, useRef } from 'react'
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form'

type Row<T extends FieldValues, N extends ArrayPath<T>> = {
  value: FieldArray<T, N>
  index: number
  /** Stays with the row as rows before it go: the React key. */
  key: string
}

/**
 * An array value's rows, with append and remove: what react-hook-form's `useFieldArray` does for
 * these forms, without its 1.6 KiB in the one react-hook-form chunk that every form loads.
 * `focus` names the row field that takes focus when a row is added (a row of fields; a row
 * added from a modal has none). When a row goes, the rows' errors are checked again, as their
 * messages name their rows.
 */
export function useRows<T extends FieldValues, N extends ArrayPath<T>>(
  form: UseFormReturn<T>,
  name: N,
  focus?: string,
) {
  const path = name as unknown as Path<T>
  const values = (useWatch({ control: form.control, name: path }) ?? []) as FieldArray<T, N>[]
  const keys = useRef<string[]>([])
  const made = useRef(0)
  const focusing = useRef<string | null>(null)
  const checking = useRef(false)
  // rows a reset brought get keys; extra keys (a reset to fewer rows) go
  while (keys.current.length < values.length) keys.current.push(String(made.current++))
  keys.current.length = values.length
  useEffect(() => {
    if (checking.current) form.trigger(path)
    if (focusing.current) form.setFocus(focusing.current as Path<T>)
    checking.current = false
    focusing.current = null
  })
  const set = (next: FieldArray<T, N>[]) =>
    form.setValue(path, next as PathValue<T, Path<T>>, { shouldDirty: true })
  return {
    rows: values.map(
      (value, index): Row<T, N> => ({ value, index, key: keys.current[index] ?? '' }),
    ),
    append: (value: FieldArray<T, N>) => {
      if (focus) focusing.current = `${name}.${values.length}.${focus}`
      set([...values, value])
    },
    remove: (index: number) => {
      keys.current.splice(index, 1)
      set(values.filter((_, i) => i !== index))
      // the rows' errors are checked again once they have moved: a message names its row
      if (!form.getFieldState(path).error) return
      form.clearErrors(path)
      checking.current = true
    },
  }
}
