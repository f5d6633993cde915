import { Select } from '@base-ui/react/select'
import { cn } from './cn'
import { CheckIcon, ChevronDownIcon } from './icons'

export type ListboxItem<V extends string> = { value: V; label: string; disabled?: boolean }

type ListboxProps<V extends string> = {
  items: ListboxItem<V>[]
  value: V | null
  onChange: (value: V) => void
  placeholder?: string
  /** Accessible name when no visible <label> points at the trigger. */
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  id?: string
  className?: string
  disabled?: boolean
  onBlur?: () => void
}

/** A single-choice dropdown. */
export function Listbox<V extends string>({
  items,
  value,
  onChange,
  placeholder = 'Select an option',
  className,
  disabled,
  onBlur,
  id,
  ...aria
}: ListboxProps<V>) {
  return (
    <Select.Root
      items={items}
      value={value}
      onValueChange={(v) => v !== null && onChange(v as V)}
      disabled={disabled}
    >
      <Select.Trigger
        id={id}
        onBlur={onBlur}
        {...aria}
        className={cn(
          'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-line-strong bg-raise px-3 text-left hover:bg-hover aria-invalid:border-danger-fg data-disabled:opacity-60',
          className,
        )}
      >
        <Select.Value
          className="truncate data-placeholder:text-tertiary"
          placeholder={placeholder}
        />
        <Select.Icon className="text-tertiary">
          <ChevronDownIcon />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Positioner className="z-[70]" sideOffset={4} alignItemWithTrigger={false}>
          <Select.Popup className="max-h-72 min-w-(--anchor-width) overflow-auto rounded-md border border-line bg-raise p-1 shadow-lg outline-none">
            {items.map((item) => (
              <Select.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className="flex cursor-default items-center justify-between gap-3 rounded px-3 py-1.5 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-hover"
              >
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator className="text-accent-fg">
                  <CheckIcon size={14} />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Popup>
        </Select.Positioner>
      </Select.Portal>
    </Select.Root>
  )
}
