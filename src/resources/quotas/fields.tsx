import { useForm } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { NumberField } from '~/components/fields/number-field'
import { ModalForm } from '~/components/modal-form'
import { toast } from '~/ui/toast'
import { formatCpus, memoryText, storageText } from '~/util/capacity'
import type { Counts } from '~/util/over-commit'
import { QUOTA_UNIT, type QuotaField, quotaLimitText, quotaMax } from '~/util/quotas'
import { bytesToGiB, GiB } from '~/util/units'
import { QUOTA_OPS } from './queries'

/** CPUs as a count; memory and storage in GiB, as the API's byte counts divide into. */
type Values = { cpus: number; memory: number; storage: number }

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
  const initial: Values = {
    cpus: quotas.cpus,
    memory: Math.round(bytesToGiB(quotas.memory)),
    storage: Math.round(bytesToGiB(quotas.storage)),
  }
  const form = useForm<Values>({ defaultValues: initial })
  // what differs from the quotas as read (formState's dirty flags are not subscribed here)
  const change = requestChange(
    (v: Values) =>
      req('siloQuotasUpdate', {
        path: { silo },
        body: {
          ...(v.cpus !== initial.cpus ? { cpus: v.cpus } : {}),
          ...(v.memory !== initial.memory ? { memory: v.memory * GiB } : {}),
          ...(v.storage !== initial.storage ? { storage: v.storage * GiB } : {}),
        },
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
      onSuccess={() => {
        toast.success({ title: `Quotas of ${silo} updated` })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <p className="text-sm text-secondary">
        What <strong className="text-default">{silo}</strong> may provision. A quota below what it
        has provisioned is accepted: nothing stops, but nothing more can start until it is under
        again.
      </p>
      <NumberField
        control={form.control}
        name="cpus"
        label="CPUs"
        unit={QUOTA_UNIT.cpus}
        min={0}
        max={quotaMax('cpus', initial.cpus)}
        required
        description={help('cpus', initial.cpus, provisioned && formatCpus(provisioned.cpus))}
      />
      <NumberField
        control={form.control}
        name="memory"
        label="Memory"
        unit={QUOTA_UNIT.memoryGiB}
        min={0}
        max={quotaMax('memoryGiB', initial.memory)}
        required
        description={help(
          'memoryGiB',
          initial.memory,
          provisioned && memoryText(provisioned.memory),
        )}
      />
      <NumberField
        control={form.control}
        name="storage"
        label="Storage"
        unit={QUOTA_UNIT.storageGiB}
        min={0}
        max={quotaMax('storageGiB', initial.storage)}
        required
        description={help(
          'storageGiB',
          initial.storage,
          provisioned && storageText(provisioned.storage),
        )}
      />
    </ModalForm>
  )
}
