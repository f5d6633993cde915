import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { Touches } from '~/api/change'
import type { Op } from '~/api/client'
import type { OpData } from '~/api/query'
import { type Req, requestChange } from '~/api/request'
import { CheckboxField } from './fields/checkbox-field'
import { SectionForm } from './section-form'

type Values = { on: boolean }

/**
 * A section form of one setting that is on or off (inbound ICMP, jumbo frames): the checkbox
 * shows the saved value, and the section's button saves the one request `request` makes of it.
 * `label` and `hint` are the checkbox's; `disabled` greys it out as well as the button.
 */
export function CheckboxSectionForm<O extends Op>({
  value,
  request,
  touches,
  label,
  hint,
  disabled,
  ...shell
}: {
  title: string
  description: ReactNode
  submitLabel: string
  success: (result: OpData<O>) => string
  submitDisabled: string | undefined
  value: boolean
  request: (on: boolean) => Req<O>
  touches: Touches
  label: string
  hint?: ReactNode
  disabled?: boolean
}) {
  const form = useForm<Values>({ values: { on: value } })
  const change = requestChange(({ on }: Values) => request(on), touches)
  return (
    <SectionForm {...shell} form={form} change={change}>
      <CheckboxField
        control={form.control}
        name="on"
        label={label}
        description={hint}
        disabled={disabled}
      />
    </SectionForm>
  )
}
