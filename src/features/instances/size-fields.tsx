import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { NumberField } from '~/components/fields/number-field'
import { MAX_CPUS, MAX_MEMORY_GIB, MIN_CPUS, MIN_MEMORY_GIB } from './instance-update'

type Size = FieldValues & { ncpus: number; memory: number }

/** An instance's CPUs and memory (GiB), within the API's bounds: for creating and resizing. */
export function SizeFields<T extends Size>({ control }: { control: Control<T> }) {
  return (
    <>
      <NumberField
        control={control}
        name={'ncpus' as FieldPath<T>}
        label="CPUs"
        unit="vCPU"
        min={MIN_CPUS}
        max={MAX_CPUS}
        required
      />
      <NumberField
        control={control}
        name={'memory' as FieldPath<T>}
        label="Memory"
        unit="GiB"
        min={MIN_MEMORY_GIB}
        max={MAX_MEMORY_GIB}
        required
      />
    </>
  )
}
