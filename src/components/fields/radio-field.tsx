import { type ReactNode, useId } from 'react'
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form'
import { RadioGroup, type RadioItem } from '~/ui/radio-group'

/** One choice among a few, all on screen, under a group label. */
export function RadioField<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  items,
  description,
  look,
  disabled,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  items: RadioItem<V>[]
  description?: ReactNode
  look?: 'plain' | 'cards'
  disabled?: boolean
}) {
  const id = useId()
  const { field } = useController({ control, name })
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="font-medium">
        {label}
      </span>
      {description && (
        <p id={`${id}-help`} className="text-xs text-secondary">
          {description}
        </p>
      )}
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-help` : undefined}
        items={items}
        value={field.value as V}
        onChange={field.onChange}
        look={look}
        disabled={disabled}
      />
    </div>
  )
}
