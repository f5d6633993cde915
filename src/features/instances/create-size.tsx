import { type UseFormReturn, useWatch } from 'react-hook-form'
import { RadioField } from '~/components/fields/radio-field'
import { FitHint } from './create-fit-hint'
import { type InstanceCreateValues, PRESETS } from './instance-create-values'
import { SizeFields } from './size-fields'

export const FormSection = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="flex flex-col gap-4 border-t border-line pt-5">
    <h2 className="text-base font-semibold">{title}</h2>
    {children}
  </section>
)

export function SizeSection({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const preset = useWatch({ control: form.control, name: 'preset' })
  return (
    <FormSection title="CPU and memory">
      <RadioField
        control={form.control}
        name="preset"
        label="Size"
        look="cards"
        items={[
          ...PRESETS.map((p) => ({
            value: p.id,
            label: p.label,
            description: `${p.ncpus} vCPU, ${p.memory} GiB`,
          })),
          { value: 'custom' as const, label: 'Custom', description: 'Choose CPU and memory' },
        ]}
      />
      {preset === 'custom' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SizeFields control={form.control} />
        </div>
      )}
      <FitHint form={form} />
    </FormSection>
  )
}
