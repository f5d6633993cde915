import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { q, queryClient, useApiMutation } from '~/api/query'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { FullPageForm } from '~/components/full-page-form'
import { routeParams, useRouteParams } from '~/components/route-params'
import { ServerIcon } from '~/ui/icons'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { AccessSection } from './create-access'
import { BootDiskSection } from './create-boot-disk'
import { DisksSection } from './create-disks'
import { NetworkSection } from './create-network'
import { SizeSection } from './create-size'
import {
  defaultValues,
  type InstanceCreateValues,
  toInstanceCreate,
} from './instance-create-values'
import { PICKER_LIMIT, refreshInstances } from './instance-queries'

const limit = PICKER_LIMIT
const pickers = (project: string) => ({
  siloImages: q('imageList', { query: { limit } }),
  projectImages: q('imageList', { query: { project, limit } }),
  disks: q('diskList', { query: { project, limit } }),
  floatingIps: q('floatingIpList', { query: { project, limit } }),
  sshKeys: q('currentUserSshKeyList', { query: { limit } }),
})

export async function loader({ params }: LoaderFunctionArgs) {
  const p = pickers(routeParams(params, 'project').project)
  await Promise.all([
    queryClient.ensureQueryData(p.siloImages),
    queryClient.ensureQueryData(p.projectImages),
    queryClient.ensureQueryData(p.disks),
    queryClient.ensureQueryData(p.floatingIps),
    queryClient.ensureQueryData(p.sshKeys),
  ])
  return null
}

export default function InstanceCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const p = pickers(project)
  const siloImages = useQuery(p.siloImages).data?.items ?? []
  const projectImages = useQuery(p.projectImages).data?.items ?? []
  const disks = useQuery(p.disks).data?.items ?? []
  const floatingIps = useQuery(p.floatingIps).data?.items ?? []
  const sshKeys = useQuery(p.sshKeys).data?.items ?? []
  const form = useForm<InstanceCreateValues>({
    defaultValues: defaultValues(sshKeys.map((k) => k.name)),
  })
  const cannotCreate = usePermissions(project).cannot('compute')
  const create = useApiMutation('instanceCreate', { onSuccess: refreshInstances })

  const submit = (values: InstanceCreateValues) => {
    form.clearErrors('nics')
    if (values.network === 'custom' && values.nics.length === 0) {
      form.setError('nics', { message: 'Add at least one network interface' })
      return Promise.reject(new Error('no network interfaces'))
    }
    return create.mutateAsync({
      query: { project },
      body: toInstanceCreate(values, [...siloImages, ...projectImages]),
    })
  }

  return (
    <FullPageForm
      title="Create instance"
      icon={<ServerIcon size={20} />}
      form={form}
      submitLabel="Create instance"
      onSubmit={submit}
      onSuccess={(instance) => {
        toast.success({ title: `Instance ${instance.name} created` })
        navigate(pb.instance({ project, instance: instance.name }))
      }}
      onCancel={() => navigate(pb.instances({ project }))}
      submitDisabled={cannotCreate}
    >
      <div className="flex flex-col gap-4">
        <NameField control={form.control} name="name" />
        <DescriptionField control={form.control} name="description" />
      </div>
      <SizeSection form={form} />
      <BootDiskSection
        form={form}
        siloImages={siloImages}
        projectImages={projectImages}
        disks={disks}
      />
      <DisksSection form={form} disks={disks} />
      <NetworkSection project={project} form={form} floatingIps={floatingIps} />
      <AccessSection form={form} sshKeys={sshKeys} />
    </FullPageForm>
  )
}
