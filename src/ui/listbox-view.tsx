import { Select } from '@base-ui/react/select'
import { cn } from './cn'
import { CheckIcon, ChevronDownIcon } from './icons'
import { type ListboxProps, PLACEHOLDER, TRIGGER_CLASS } from './listbox'

/** Base UI's select behind `Listbox` (ui/listbox.tsx), loaded when a listbox is first used. */
export function ListboxView<V extends string>({
  items,
  value,
  onChange,
  placeholder = PLACEHOLDER,
  className,
  disabled,
  onBlur,
  id,
  defaultOpen,
  ...aria
}: ListboxProps<V> & { defaultOpen: boolean }) {
  return (
    <Select.Root
      items={items}
      value={value}
      onValueChange={(v) => v !== null && onChange(v as V)}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      <Select.Trigger id={id} onBlur={onBlur} {...aria} className={cn(TRIGGER_CLASS, className)}>
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
