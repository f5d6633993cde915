import type { Disk, Instance } from '@oxide/api'
import { useState } from 'react'
import { usePermissions } from '~/api/permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { detachDiskAction, snapshotDiskAction } from '~/resources/disks/actions'
import { diskColumns } from '~/resources/disks/columns'
import { DISK_OPS, instanceDisks, pollDisks } from '~/resources/disks/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import { disableAll, type MenuAction } from '~/ui/menu'
import { TitledSection } from '~/ui/titled-section'
import { diskActionDisabled } from '~/util/disk-states'
import { instanceActionDisabled } from '~/util/instance-states'
import { useInstance } from './instance-queries'
import { instanceUpdateBody } from './instance-update'
import { AttachDiskModal, CreateDiskModal } from './lazy-modals'

/** The first reason an action is unavailable, or false when nothing stands in its way. */
const why = (...reasons: (string | undefined)[]) => reasons.find(Boolean) ?? false

function diskActions(project: string, instance: Instance, disk: Disk): MenuAction[] {
  const isBoot = instance.bootDiskId === disk.id
  const state = disk.state.state
  const path = { path: { instance: instance.name }, query: { project } }
  const setBoot = (bootDisk: string | null, title: string, success: string) =>
    confirmAction({
      title,
      content: isBoot
        ? `Stop booting ${instance.name} from ${disk.name}?`
        : `Boot ${instance.name} from ${disk.name}?`,
      run: () =>
        call('instanceUpdate', { ...path, body: instanceUpdateBody(instance, { bootDisk }) }),
      touches: DISK_OPS,
      success,
    })
  return [
    isBoot
      ? {
          label: 'Unset as boot disk',
          disabled: why(instanceActionDisabled('updateBootDisk', instance.runState)),
          onActivate: () =>
            setBoot(null, 'Unset boot disk', `${disk.name} is no longer the boot disk`),
        }
      : {
          label: 'Set as boot disk',
          disabled: why(
            diskActionDisabled('setAsBootDisk', state),
            instanceActionDisabled('updateBootDisk', instance.runState),
          ),
          onActivate: () => setBoot(disk.id, 'Set boot disk', `${disk.name} is now the boot disk`),
        },
    snapshotDiskAction(project, disk),
    detachDiskAction(disk, instance),
  ]
}

function DiskTable({
  label,
  disks,
  actions,
  empty,
}: {
  label: string
  disks: Disk[]
  actions: (d: Disk) => MenuAction[]
  empty: string
}) {
  return (
    <ListTable
      label={label}
      columns={diskColumns}
      rows={disks}
      rowKey={(d) => d.id}
      rowName={(d) => d.name}
      actions={actions}
      empty={empty}
    />
  )
}

export default function InstanceStorageTab() {
  const { project, instance } = useInstance()
  const [modal, setModal] = useState<'attach' | 'create' | null>(null)
  const disks = usePrefetchedQuery({
    ...instanceDisks(project, instance.name),
    refetchInterval: pollDisks,
  }).items
  const boot = disks.filter((d) => d.id === instance.bootDiskId)
  const others = disks.filter((d) => d.id !== instance.bootDiskId)
  const denied = usePermissions(project).cannot('compute')
  const actions = (d: Disk) => disableAll(diskActions(project, instance, d), denied)
  const cannotAttach = denied ?? instanceActionDisabled('attachDisk', instance.runState)
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">Boot disk</h2>
        <DiskTable label="Boot disk" disks={boot} actions={actions} empty="No boot disk is set" />
      </section>
      <TitledSection
        title="Other disks"
        actions={
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabledReason={cannotAttach}
              onClick={() => setModal('create')}
            >
              Create disk
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabledReason={cannotAttach}
              onClick={() => setModal('attach')}
            >
              Attach existing disk
            </Button>
          </div>
        }
      >
        <DiskTable
          label="Other disks"
          disks={others}
          actions={actions}
          empty="No other disks are attached"
        />
      </TitledSection>
      {modal === 'attach' && (
        <AttachDiskModal project={project} instance={instance} onDismiss={() => setModal(null)} />
      )}
      {modal === 'create' && (
        <CreateDiskModal project={project} instance={instance} onDismiss={() => setModal(null)} />
      )}
    </div>
  )
}
