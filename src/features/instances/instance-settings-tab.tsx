import type { Instance, InstanceUpdate } from '@oxide/api'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { CheckboxSectionForm } from '~/components/checkbox-section-form'
import { ListboxField } from '~/components/fields/listbox-field'
import { routeParams } from '~/components/route-params'
import { FormSections, Section, SectionForm } from '~/components/section-form'
import { instanceDisks } from '~/resources/disks/queries'
import {
  type AutoRestartChoice,
  AutoRestartPolicyField,
  autoRestartPolicyOf,
} from '~/resources/instances/fields'
import { INSTANCE_OPS } from '~/resources/instances/queries'
import { jumboFramesDenied, maybeNetworkingSettings } from '~/resources/networking-settings/queries'
import { Button } from '~/ui/button'
import { DateTime } from '~/ui/date-time'
import { PropertiesTable, Property } from '~/ui/properties'
import { instanceActionDisabled } from '~/util/instance-states'
import { ResizeInstanceModal } from './instance-actions'
import { InstanceAffinitySection, membershipQueries } from './instance-affinity-section'
import { useInstance } from './instance-queries'
import { instanceUpdateBody } from './instance-update'
import { SizeProperties } from './size-properties'

export function loader({ params }: LoaderFunctionArgs) {
  const { project, instance } = routeParams(params, 'project', 'instance')
  return prefetch(
    instanceDisks(project, instance),
    maybeNetworkingSettings,
    ...membershipQueries(project, instance),
  )
}

/** Save one change to the instance: the update call carries every setting, changed or not. */
const instanceUpdate = (project: string, instance: Instance, change: Partial<InstanceUpdate>) =>
  req('instanceUpdate', {
    path: { instance: instance.name },
    query: { project },
    body: instanceUpdateBody(instance, change),
  })

const NO_BOOT_DISK = 'none'

function BootDiskSection({ project, instance }: { project: string; instance: Instance }) {
  const disks = usePrefetchedQuery(instanceDisks(project, instance.name)).items
  const form = useForm<{ bootDisk: string }>({
    values: { bootDisk: instance.bootDiskId ?? NO_BOOT_DISK },
  })
  const update = requestChange(
    ({ bootDisk }: { bootDisk: string }) =>
      instanceUpdate(project, instance, { bootDisk: bootDisk === NO_BOOT_DISK ? null : bootDisk }),
    INSTANCE_OPS,
  )
  const blocked =
    usePermissions(project).cannot('compute') ??
    instanceActionDisabled('updateBootDisk', instance.runState)
  return (
    <SectionForm
      title="Boot disk"
      description="The disk the instance starts from."
      submitLabel="Save boot disk"
      form={form}
      change={update}
      success={() => 'Boot disk updated'}
      submitDisabled={blocked}
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
    </SectionForm>
  )
}

function AutoRestartSection({ project, instance }: { project: string; instance: Instance }) {
  const form = useForm<{ policy: AutoRestartChoice }>({
    values: { policy: instance.autoRestartPolicy ?? 'default' },
  })
  const update = requestChange(
    ({ policy }: { policy: AutoRestartChoice }) =>
      instanceUpdate(project, instance, { autoRestartPolicy: autoRestartPolicyOf(policy) }),
    INSTANCE_OPS,
  )
  const cooldown = instance.autoRestartCooldownExpiration
  const denied = usePermissions(project).cannot('compute')
  return (
    <SectionForm
      title="Auto-restart"
      description="Whether the control plane restarts the instance when it fails."
      submitLabel="Save policy"
      form={form}
      change={update}
      success={() => 'Auto-restart policy updated'}
      submitDisabled={denied}
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
      <AutoRestartPolicyField control={form.control} name="policy" label="Policy" />
    </SectionForm>
  )
}

/** Opting in needs the rack's opt-in (`jumboFramesDenied`); opting out never does. */
function JumboFramesSection({ project, instance }: { project: string; instance: Instance }) {
  const settings = usePrefetchedQuery(maybeNetworkingSettings)
  const rackOff = instance.enableJumboFrames ? undefined : jumboFramesDenied(settings)
  const blocked = usePermissions(project).cannot('compute') ?? rackOff
  return (
    <CheckboxSectionForm
      title="Jumbo frames"
      description="Packets of up to 8,500 bytes (the MTU) on the primary network interface. A change applies at the next start."
      submitLabel="Save jumbo frames"
      success={() => 'Jumbo frames updated'}
      submitDisabled={blocked}
      value={instance.enableJumboFrames}
      request={(on) => instanceUpdate(project, instance, { enableJumboFrames: on })}
      touches={INSTANCE_OPS}
      label="Jumbo frames"
      hint={rackOff}
      disabled={!!blocked}
    />
  )
}

export default function InstanceSettingsTab() {
  const { project, instance } = useInstance()
  const [resizing, setResizing] = useState(false)
  const cannotResize =
    usePermissions(project).cannot('compute') ?? instanceActionDisabled('resize', instance.runState)
  return (
    <FormSections>
      <div className="flex max-w-3xl flex-col gap-4">
        <Section title="Size" description="CPUs and memory. A new size applies at the next start.">
          <PropertiesTable>
            <SizeProperties instance={instance} />
          </PropertiesTable>
          <div>
            <Button
              size="sm"
              variant="secondary"
              disabledReason={cannotResize}
              onClick={() => setResizing(true)}
            >
              Resize
            </Button>
          </div>
        </Section>
        <BootDiskSection project={project} instance={instance} />
        <AutoRestartSection project={project} instance={instance} />
        <JumboFramesSection project={project} instance={instance} />
        <InstanceAffinitySection project={project} instance={instance} />
        {resizing && (
          <ResizeInstanceModal
            project={project}
            instance={instance}
            onDismiss={() => setResizing(false)}
          />
        )}
      </div>
    </FormSections>
  )
}
