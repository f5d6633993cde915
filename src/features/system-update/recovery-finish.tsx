import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { ModalForm } from '~/components/modal-form'
import { repositoryList, TARGET_RELEASE_OPS } from '~/resources/updates/queries'
import { Button } from '~/ui/button'
import { toast } from '~/ui/toast'

type Values = { systemVersion: string }

/**
 * Clear a support-driven recovery (`systemUpdateRecoveryFinish`): the rack is told that the
 * release it now runs is its target again, and updates resume. The release's repository must
 * be uploaded; the server refuses a version the recovered sleds do not run, and refuses
 * outright when there is nothing to recover from.
 */
function RecoveryFinishModal({
  current,
  onDismiss,
}: {
  current: string | null
  onDismiss: () => void
}) {
  const denied = useFleetPermissions().cannot('systemUpdate')
  const repos = usePrefetchedQuery(repositoryList).items
  const known = repos.some((r) => r.systemVersion === current)
  const form = useForm<Values>({
    defaultValues: { systemVersion: known && current ? current : '' },
  })
  const change = requestChange(
    (v: Values) => req('systemUpdateRecoveryFinish', { body: { systemVersion: v.systemVersion } }),
    TARGET_RELEASE_OPS,
  )
  return (
    <ModalForm
      title="Finish recovery"
      form={form}
      change={change}
      submitDisabled={denied}
      onSuccess={() => {
        toast.success({
          title: `Recovery finished: ${form.getValues('systemVersion')} is the target`,
        })
        onDismiss()
      }}
      onDismiss={onDismiss}
    >
      <p className="text-secondary">
        Only at the direction of Oxide support. Name the release the recovered sleds now run; the
        rack takes it as its target and resumes managing its software.
      </p>
      <ListboxField
        control={form.control}
        name="systemVersion"
        label="Release"
        required
        placeholder="Choose an uploaded release"
        items={repos.map((r) => ({ value: r.systemVersion, label: r.systemVersion }))}
        description="Upload the release's repository first if it is not listed."
      />
    </ModalForm>
  )
}

/** The suspended notice's action: finish the recovery (fleet admin). */
export function FinishRecovery({ current }: { current: string | null }) {
  const [open, setOpen] = useState(false)
  const denied = useFleetPermissions().cannot('systemUpdate')
  return (
    <>
      <Button size="sm" variant="secondary" disabledReason={denied} onClick={() => setOpen(true)}>
        Finish recovery
      </Button>
      {open && <RecoveryFinishModal current={current} onDismiss={() => setOpen(false)} />}
    </>
  )
}
