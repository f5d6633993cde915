import type { Instance, InstanceAutoRestartPolicy, InstanceUpdate } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { q, queryClient, useApiMutation } from '~/api/query'
import { ListboxField } from '~/components/fields/listbox-field'
import { RadioField } from '~/components/fields/radio-field'
import { routeParams } from '~/components/route-params'
import { Button } from '~/ui/button'
import { DateTime } from '~/ui/date-time'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import { toast } from '~/ui/toast'
import { instanceActionDisabled } from '~/util/instance-states'
import { InstanceAffinitySection } from './instance-affinity-section'
import { Cpus, Memory } from './instance-cells'
import { PICKER_LIMIT, refreshInstances, useInstance } from './instance-queries'
import { instanceUpdateBody } from './instance-update'
import { ResizeInstanceModal } from './lazy-modals'
import { Section } from './settings-section'

const instanceDisks = (project: string, instance: string) =>
  q('instanceDiskList', { path: { instance }, query: { project, limit: PICKER_LIMIT } })

export async function loader({ params }: LoaderFunctionArgs) {
  const { project, instance } = routeParams(params, 'project', 'instance')
  await queryClient.ensureQueryData(instanceDisks(project, instance))
  return null
}

/** Save one change to the instance: the update call carries every setting, changed or not. */
function useInstanceUpdate(project: string, instance: Instance, success: string) {
  const update = useApiMutation('instanceUpdate', {
    onSuccess: () => {
      toast.success({ title: success })
      return refreshInstances()
    },
  })
  const save = (change: Partial<InstanceUpdate>) =>
    update
      .mutateAsync({
        path: { instance: instance.name },
        query: { project },
        body: instanceUpdateBody(instance, change),
      })
      .catch(() => undefined) // shown below the form from update.error
  return { save, update }
}

const NO_BOOT_DISK = 'none'

function BootDiskSection({ project, instance }: { project: string; instance: Instance }) {
  const disks = useQuery(instanceDisks(project, instance.name)).data?.items ?? []
  const form = useForm<{ bootDisk: string }>({
    values: { bootDisk: instance.bootDiskId ?? NO_BOOT_DISK },
  })
  const { save, update } = useInstanceUpdate(project, instance, 'Boot disk updated')
  const blocked =
    usePermissions(project).cannot('compute') ??
    instanceActionDisabled('updateBootDisk', instance.runState)
  return (
    <Section title="Boot disk" description="The disk the instance starts from.">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit(({ bootDisk }) =>
          save({ bootDisk: bootDisk === NO_BOOT_DISK ? null : bootDisk }),
        )}
      >
        <ListboxField
          control={form.control}
          name="bootDisk"
          label="Boot disk"
          disabled={!!blocked}
          items={[
            { value: NO_BOOT_DISK, label: 'No boot disk' },
            ...disks.map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
        {update.error && (
          <Message variant="error" title="Error">
            {update.error.message}
          </Message>
        )}
        <div>
          <Button
            type="submit"
            size="sm"
            loading={update.isPending}
            disabled={!!blocked}
            disabledReason={blocked}
          >
            Save boot disk
          </Button>
        </div>
      </form>
    </Section>
  )
}

type Policy = InstanceAutoRestartPolicy | 'default'

function AutoRestartSection({ project, instance }: { project: string; instance: Instance }) {
  const form = useForm<{ policy: Policy }>({
    values: { policy: instance.autoRestartPolicy ?? 'default' },
  })
  const { save, update } = useInstanceUpdate(project, instance, 'Auto-restart policy updated')
  const cooldown = instance.autoRestartCooldownExpiration
  const denied = usePermissions(project).cannot('compute')
  return (
    <Section
      title="Auto-restart"
      description="Whether the control plane restarts the instance when it fails."
    >
      <PropertiesTable>
        <Property label="Enabled">{instance.autoRestartEnabled ? 'Yes' : 'No'}</Property>
        <Property label="Cooldown until">
          {cooldown ? <DateTime date={cooldown} /> : <span className="text-secondary">None</span>}
        </Property>
        <Property label="Last restarted">
          {instance.timeLastAutoRestarted ? (
            <DateTime date={instance.timeLastAutoRestarted} />
          ) : (
            <span className="text-secondary">Never</span>
          )}
        </Property>
      </PropertiesTable>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit(({ policy }) =>
          save({ autoRestartPolicy: policy === 'default' ? null : policy }),
        )}
      >
        <RadioField
          control={form.control}
          name="policy"
          label="Policy"
          items={[
            {
              value: 'default',
              label: 'Default',
              description: 'The rack decides (best effort today).',
            },
            { value: 'best_effort', label: 'Best effort', description: 'Restart after a failure.' },
            { value: 'never', label: 'Never', description: 'Leave a failed instance stopped.' },
          ]}
        />
        {update.error && (
          <Message variant="error" title="Error">
            {update.error.message}
          </Message>
        )}
        <div>
          <Button
            type="submit"
            size="sm"
            loading={update.isPending}
            disabled={!!denied}
            disabledReason={denied}
          >
            Save policy
          </Button>
        </div>
      </form>
    </Section>
  )
}

export default function InstanceSettingsTab() {
  const { project, instance } = useInstance()
  const [resizing, setResizing] = useState(false)
  const cannotResize =
    usePermissions(project).cannot('compute') ?? instanceActionDisabled('resize', instance.runState)
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Section title="Size" description="CPUs and memory. A new size applies at the next start.">
        <PropertiesTable>
          <Property label="CPU">
            <Cpus n={instance.ncpus} />
          </Property>
          <Property label="Memory">
            <Memory bytes={instance.memory} />
          </Property>
        </PropertiesTable>
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={!!cannotResize}
            disabledReason={cannotResize}
            onClick={() => setResizing(true)}
          >
            Resize
          </Button>
        </div>
      </Section>
      <BootDiskSection project={project} instance={instance} />
      <AutoRestartSection project={project} instance={instance} />
      <InstanceAffinitySection project={project} instance={instance} />
      {resizing && (
        <ResizeInstanceModal
          project={project}
          instance={instance}
          onDismiss={() => setResizing(false)}
        />
      )}
    </div>
  )
}
