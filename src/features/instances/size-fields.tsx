import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { NumberField } from '~/components/fields/number-field'
import { MAX_CPUS, MAX_MEMORY_GIB, MIN_CPUS, MIN_MEMORY_GIB } from './instance-update'

type Size = FieldValues & { ncpus: number; memory: number }

/** Each size field: its unit and the API's bounds. */
const FIELDS = [
  { name: 'ncpus', label: 'CPUs', unit: 'vCPU', min: MIN_CPUS, max: MAX_CPUS },
  { name: 'memory', label: 'Memory', unit: 'GiB', min: MIN_MEMORY_GIB, max: MAX_MEMORY_GIB },
] as const

/** An instance's CPUs and memory (GiB), within the API's bounds: for creating and resizing. */
export function SizeFields<T extends Size>({ control }: { control: Control<T> }) {
  return FIELDS.map(({ name, ...field }) => (
    <NumberField key={name} control={control} name={name as FieldPath<T>} {...field} required />
  ))
}
