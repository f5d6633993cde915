import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageHeader } from '~/components/page-header'
import { RouteTabs } from '~/components/route-tabs'
import { InstanceState } from '~/resources/instances/cells'
import { DateTime } from '~/ui/date-time'
import { ChevronDownIcon, ServerIcon } from '~/ui/icons'
import { ActionsMenu } from '~/ui/menu'
import { CopyableId, PropertiesTable, Property } from '~/ui/properties'
import { pb } from '~/util/paths'
import { ResizeInstanceModal, useInstanceActions } from './instance-actions'
import { useInstance } from './instance-queries'
import { SizeProperties } from './size-properties'

export default function InstancePage() {
  const navigate = useNavigate()
  const { project, instance } = useInstance()
  const [resizing, setResizing] = useState(false)
  const p = { project, instance: instance.name }
  const actions = useInstanceActions({
    project,
    onResize: useCallback(() => setResizing(true), []),
    onDeleted: useCallback(() => navigate(pb.instances({ project })), [navigate, project]),
  })
  return (
    <>
      <PageHeader
        title={instance.name}
        icon={<ServerIcon size={20} />}
        actions={
          <ActionsMenu
            label="Instance actions"
            actions={actions(instance)}
            trigger={
              <span className="inline-flex items-center gap-1 px-1 font-medium">
                Actions
                <ChevronDownIcon size={12} />
              </span>
            }
          />
        }
      >
        <span className="flex flex-wrap items-center gap-3">
          <InstanceState instance={instance} />
          <CopyableId id={instance.id} noun="instance" />
        </span>
      </PageHeader>
      <PropertiesTable>
        <SizeProperties instance={instance} />
        <Property.Mono label="Hostname">{instance.hostname}</Property.Mono>
        <Property.Description text={instance.description} />
        <Property.Created date={instance.timeCreated} />
        <Property label="State since">
          <DateTime date={instance.timeRunStateUpdated} />
        </Property>
      </PropertiesTable>
      <RouteTabs
        label="Instance"
        tabs={[
          { label: 'Storage', to: pb.instanceStorage(p) },
          { label: 'Networking', to: pb.instanceNetworking(p) },
          { label: 'Metrics', to: pb.instanceMetrics(p) },
          { label: 'Connect', to: pb.instanceConnect(p) },
          { label: 'Settings', to: pb.instanceSettings(p) },
        ]}
      />
      {resizing && (
        <ResizeInstanceModal
          project={project}
          instance={instance}
          onDismiss={() => setResizing(false)}
        />
      )}
    </>
  )
}
