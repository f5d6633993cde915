import { type ComponentType, useState } from 'react'
import { cn } from './cn'
import { ChevronDownIcon } from './icons'

export type ListboxItem<V extends string> = { value: V; label: string; disabled?: boolean }

export type ListboxProps<V extends string> = {
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

export const PLACEHOLDER = 'Select an option'
export const TRIGGER_CLASS =
  'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-line-strong bg-raise px-3 text-left hover:bg-hover aria-invalid:border-danger-fg data-disabled:opacity-60'

// the view is generic in V; held loosely here, typed again where it renders
type View = ComponentType<ListboxProps<string> & { defaultOpen: boolean }>
let View: View | undefined
let loading: Promise<View> | undefined
const load = () =>
  (loading ??= import('./listbox-view').then(
    (m) => {
      View = m.ListboxView as View
      return View
    },
    (e: unknown) => {
      // a failed download is tried again at the next press
      loading = undefined
      throw e
    },
  ))

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/**
 * A single-choice dropdown. Base UI's select (and the positioning and list navigation it
 * brings, a tenth of a form page's first load) is loaded when a listbox is first about to be
 * used, not with the page (issue 29), as menus are (ui/menu.tsx). Until then the trigger is a
 * plain combobox button showing the choice, which loads it when pointed at or focused and
 * opens it when pressed; listboxes drawn after that are Base UI's from the start.
 */
export function Listbox<V extends string>(props: ListboxProps<V>) {
  const [shown, setShown] = useState(() => View && { View, opened: false })
  if (shown) {
    const Shown = shown.View as unknown as ComponentType<ListboxProps<V> & { defaultOpen: boolean }>
    return <Shown {...props} defaultOpen={shown.opened} />
  }
  const { items, value, placeholder = PLACEHOLDER, className, disabled, onBlur, id } = props
  const chosen = items.find((i) => i.value === value)?.label ?? value
  const open = () => void load().then((v) => setShown({ View: v, opened: true }), console.error)
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props['aria-invalid']}
      id={id}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      className={cn(TRIGGER_CLASS, className)}
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
      onBlur={onBlur}
      onClick={open}
      onKeyDown={(e) => {
        if (!OPENING_KEYS.has(e.key)) return
        e.preventDefault()
        open()
      }}
    >
      <span
        className="truncate data-placeholder:text-tertiary"
        data-placeholder={chosen ? undefined : ''}
      >
        {chosen || placeholder}
      </span>
      <span className="text-tertiary" aria-hidden>
        <ChevronDownIcon />
      </span>
    </button>
  )
}
