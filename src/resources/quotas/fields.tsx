import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { NumberField } from '~/components/fields/number-field'
import { ModalForm } from '~/components/modal-form'
import { formatCpus, memoryText, storageText } from '~/util/capacity'
import type { Counts } from '~/util/over-commit'
import { QUOTA_UNIT, type QuotaField, quotaLimitText, quotaMax } from '~/util/quotas'
import { bytesToGiB, GiB } from '~/util/units'
import { QUOTA_OPS } from './queries'

/** CPUs as a count; memory and storage in GiB, as the API's byte counts divide into. */
type Values = { cpus: number; memory: number; storage: number }

/** Each quota's field, and how the API's count (bytes, for memory and storage) reads. */
const QUOTAS = [
  { name: 'cpus', field: 'cpus', label: 'CPUs', inGiB: false, text: formatCpus },
  { name: 'memory', field: 'memoryGiB', label: 'Memory', inGiB: true, text: memoryText },
  { name: 'storage', field: 'storageGiB', label: 'Storage', inGiB: true, text: storageText },
] as const

/**
 * The one form for a silo's quotas: the silo's quotas tab and the fleet quotas page open it.
 * The update is partial, so only the fields changed are sent: a quota left alone stays as the
 * server holds it. The server accepts a quota below what the silo has provisioned (nothing is
 * stopped; the silo cannot provision more until it is under again), so the form only says so.
 */
export function QuotasModal({
  silo,
  quotas,
  provisioned,
  submitDisabled,
  onDismiss,
}: {
  /** The silo's name, as the path names it. */
  silo: string
  quotas: Counts
  provisioned: Counts | undefined
  submitDisabled?: string
  onDismiss: () => void
}) {
  const initial = Object.fromEntries(
    QUOTAS.map((q) => [q.name, q.inGiB ? Math.round(bytesToGiB(quotas[q.name])) : quotas[q.name]]),
  ) as Values
  const form = useForm<Values>({ defaultValues: initial })
  // what differs from the quotas as read (formState's dirty flags are not subscribed here)
  const change = requestChange(
    (v: Values) =>
      req('siloQuotasUpdate', {
        path: { silo },
        body: Object.fromEntries(
          QUOTAS.filter((q) => v[q.name] !== initial[q.name]).map((q) => [
            q.name,
            q.inGiB ? v[q.name] * GiB : v[q.name],
          ]),
        ),
      }),
    QUOTA_OPS,
  )
  const help = (field: QuotaField, held: number, provisionedText: string | undefined) =>
    [provisionedText && `Provisioned now: ${provisionedText}.`, quotaLimitText(field, held)]
      .filter(Boolean)
      .join(' ')
  return (
    <ModalForm
      title="Edit quotas"
      submitLabel="Save quotas"
      form={form}
      change={change}
      submitDisabled={submitDisabled}
      success={() => `Quotas of ${silo} updated`}
      onDismiss={onDismiss}
    >
      <p className="text-sm text-secondary">
        What <strong className="text-default">{silo}</strong> may provision. A quota below what it
        has provisioned is accepted: nothing stops, but nothing more can start until it is under
        again.
      </p>
      {QUOTAS.map((q) => (
        <NumberField
          key={q.name}
          control={form.control}
          name={q.name}
          label={q.label}
          unit={QUOTA_UNIT[q.field]}
          min={0}
          max={quotaMax(q.field, initial[q.name])}
          required
          description={help(q.field, initial[q.name], provisioned && q.text(provisioned[q.name]))}
        />
      ))}
    </ModalForm>
  )
}
