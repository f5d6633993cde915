import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { versionLabel } from '~/util/ip-space'
import { RadioField } from './radio-field'

const VERSIONS = (['v4', 'v6'] as const).map((v) => ({ value: v, label: versionLabel(v) }))

/** A new pool's IP version (IP pools, subnet pools): every `part` of the pool is of it, for good. */
export function PoolVersionField<T extends FieldValues>({
  control,
  name,
  part,
}: {
  control: Control<T>
  name: FieldPath<T>
  /** What the pool holds: `range`, `member`. */
  part: string
}) {
  return (
    <RadioField
      control={control}
      name={name}
      label="IP version"
      description={`Every ${part} of the pool is of this version; it cannot change later.`}
      items={VERSIONS}
    />
  )
}
