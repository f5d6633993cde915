import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { meQuery } from '~/api/current-user'
import { RadioField } from '~/components/fields/radio-field'
import { lazyComponent } from '~/components/lazy-component'
import { type InstanceCreateValues, PRESETS } from './instance-create-values'
import { SizeFields } from './size-fields'

/** Will it fit? is for those who may read the rack (fleet viewers): it loads for them only. */
const FitHint = lazyComponent(() => import('./create-fit-hint').then((m) => m.FitHint))

export const FormSection = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="flex flex-col gap-4 border-t border-line pt-5">
    <h2 className="text-base font-semibold">{title}</h2>
    {children}
  </section>
)

export function SizeSection({ form }: { form: UseFormReturn<InstanceCreateValues> }) {
  const preset = useWatch({ control: form.control, name: 'preset' })
  const fleetViewer = useQuery(meQuery).data?.fleetViewer
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
      {fleetViewer && <FitHint form={form} />}
    </FormSection>
  )
}
