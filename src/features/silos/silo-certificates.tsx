import { useForm } from 'react-hook-form'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { ModalForm } from '~/components/modal-form'
import { PemFields } from '~/resources/certificates/fields'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { CertificateValues } from './silo-create-body'

/**
 * The silo form's TLS certificates: the modal that adds one and the table of those added, which
 * load when the first is asked for (most silos are made without one).
 */

/** One TLS certificate for the new silo's endpoint; nothing is sent until the silo form is. */
export function AddCertificateModal({
  taken,
  onAdd,
  onDismiss,
}: {
  taken: string[]
  onAdd: (c: CertificateValues) => void
  onDismiss: () => void
}) {
  const form = useForm<CertificateValues>({
    defaultValues: { name: '', description: '', cert: '', key: '' },
  })
  return (
    <ModalForm
      title="Add TLS certificate"
      submitLabel="Add certificate"
      width="free"
      form={form}
      onSubmit={async (v) => v}
      onSuccess={(v) => {
        onAdd(v)
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <NameField
        control={form.control}
        name="name"
        taken={(v) =>
          taken.includes(v) ? 'A certificate of this name is already added' : undefined
        }
      />
      <DescriptionField control={form.control} name="description" />
      <PemFields control={form.control} chain="cert" privateKey="key" />
    </ModalForm>
  )
}

export function CertificateTable({
  rows,
  remove,
}: {
  rows: { value: CertificateValues; index: number; key: string }[]
  remove: (index: number) => void
}) {
  return (
    <ListTable
      label="TLS certificates"
      rows={rows}
      rowKey={(r) => r.key}
      empty={null}
      columns={[{ header: 'Name', cell: ({ value: f }) => f.name, className: 'font-medium' }]}
      rowEnd={({ value: f, index }) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove certificate ${f.name}`}
          onClick={() => remove(index)}
        >
          Remove
        </Button>
      )}
    />
  )
}
