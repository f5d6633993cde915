import type { Disk } from '@oxide/api'
import { useState } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useRows } from '~/components/fields/rows'
import { lazyComponent } from '~/components/lazy-component'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import { formatBytes, gibToBytes } from '~/util/units'
import { FormSection } from './create-size'
import type { InstanceCreateValues } from './instance-create-values'

/** The add-disk form loads when it opens (create-modals.tsx). */
const AddDiskModal = lazyComponent(() => import('./create-modals').then((m) => m.AddDiskModal))

export function DisksSection({
  project,
  form,
  disks,
}: {
  project: string
  form: UseFormReturn<InstanceCreateValues>
  disks: Disk[]
}) {
  const { rows, append, remove } = useRows(form, 'disks')
  const [adding, setAdding] = useState(false)
  const [bootSource, bootDisk] = useWatch({
    control: form.control,
    name: ['bootSource', 'bootDisk'],
  })
  const detached = disks.filter((d) => d.state.state === 'detached')
  const taken = [...rows.map((r) => r.value.name), ...(bootSource === 'disk' ? [bootDisk] : [])]
  return (
    <FormSection title="Additional disks">
      {rows.length > 0 && (
        <ListTable
          label="Additional disks"
          rows={rows}
          rowKey={(r) => r.key}
          empty={null}
          columns={[
            { header: 'Name', cell: ({ value: f }) => f.name, className: 'font-medium' },
            { header: 'Kind', cell: ({ value: f }) => (f.type === 'create' ? 'new' : 'existing') },
            {
              header: 'Size',
              className: 'font-mono',
              cell: ({ value: f }) =>
                f.type === 'create'
                  ? formatBytes(gibToBytes(f.size))
                  : formatBytes(detached.find((d) => d.name === f.name)?.size ?? 0),
            },
          ]}
          rowEnd={({ value: f, index }) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove disk ${f.name}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          )}
        />
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add disk
        </Button>
      </div>
      {adding && (
        <AddDiskModal
          project={project}
          available={detached}
          taken={taken}
          onAdd={append}
          onDismiss={() => setAdding(false)}
        />
      )}
    </FormSection>
  )
}
