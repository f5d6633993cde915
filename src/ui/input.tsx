import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react'
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
