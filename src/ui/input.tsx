import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react'
import { cn } from './cn'

const fieldClass =
  'w-full rounded-md border border-line-strong bg-raise px-3 text-default placeholder:text-tertiary hover:border-tertiary aria-invalid:border-danger-fg disabled:opacity-60'

export const TextInput = ({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) => (
  <input ref={ref} className={cn(fieldClass, 'h-9', className)} {...props} />
)

export const TextArea = ({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) => (
  <textarea ref={ref} className={cn(fieldClass, 'min-h-20 py-2', className)} {...props} />
)

/**
 * A control outside a form's field shell with its label above it (a date of a time range, the
 * name to open): `children` renders the control with the id the label points at. The label is
 * muted beside other controls, `strong` where it is the one thing asked.
 */
export function LabelAbove({
  label,
  strong = false,
  className = 'flex flex-col gap-1',
  children,
}: {
  label: ReactNode
  strong?: boolean
  className?: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className={strong ? 'text-sm font-medium' : 'text-sm text-secondary'}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}
