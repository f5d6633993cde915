import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { prefetch, usePrefetchedQuery } from '~/api/query'
import { InvalidValues, req, requestChange } from '~/api/request'
import { siloListItems } from '~/api/silo-lists'
import { IdentityFields } from '~/components/fields/name-field'
import { FullPageForm } from '~/components/full-page-form'
import { routeParams, useRouteParams } from '~/components/route-params'
import { projectDisks } from '~/resources/disks/queries'
import { projectFloatingIps } from '~/resources/floating-ips/queries'
import { projectImages, siloImages } from '~/resources/images/queries'
import { INSTANCE_OPS } from '~/resources/instances/queries'
import { jumboFramesDenied, maybeNetworkingSettings } from '~/resources/networking-settings/queries'
import { mySshKeys } from '~/resources/ssh-keys/queries'
import { ServerIcon } from '~/ui/icons'
import { pb } from '~/util/paths'
import { AccessSection } from './create-access'
import { BootDiskSection } from './create-boot-disk'
import { DisksSection } from './create-disks'
import { NetworkSection } from './create-network'
import { SizeSection } from './create-size'
import {
  defaultBootSource,
  defaultValues,
  type InstanceCreateValues,
  toInstanceCreate,
} from './instance-create-values'

const pickers = (project: string) => ({
  siloImages: siloImages(),
  projectImages: projectImages(project),
  disks: projectDisks(project),
  floatingIps: projectFloatingIps(project),
  sshKeys: mySshKeys(),
  networkingSettings: maybeNetworkingSettings,
})

export const loader = ({ params }: LoaderFunctionArgs) =>
  prefetch(...Object.values(pickers(routeParams(params, 'project').project)))

export default function InstanceCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const p = pickers(project)
  // without a silo role the silo's images are not listed (row R2): the project's stand alone
  const { items: siloImages, refused: siloImagesRefused } = siloListItems(
    usePrefetchedQuery(p.siloImages),
    'imageList',
  )
  const projectImages = usePrefetchedQuery(p.projectImages).items
  const disks = usePrefetchedQuery(p.disks).items
  const floatingIps = usePrefetchedQuery(p.floatingIps).items
  const sshKeys = usePrefetchedQuery(p.sshKeys).items
  const jumboDenied = jumboFramesDenied(usePrefetchedQuery(p.networkingSettings))
  const form = useForm<InstanceCreateValues>({
    defaultValues: defaultValues(
      sshKeys.map((k) => k.name),
      defaultBootSource(siloImages.length, projectImages.length),
    ),
  })
  const cannotCreate = usePermissions(project).cannot('compute')
  const create = requestChange((values: InstanceCreateValues) => {
    if (values.network === 'custom' && values.nics.length === 0)
      throw new InvalidValues('nics', 'Add at least one network interface')
    return req('instanceCreate', {
      query: { project },
      body: toInstanceCreate(values, [...siloImages, ...projectImages]),
    })
  }, INSTANCE_OPS)

  return (
    <FullPageForm
      title="Create instance"
      icon={<ServerIcon size={20} />}
      form={form}
      submitLabel="Create instance"
      change={create}
      success={(instance) => `Instance ${instance.name} created`}
      onSuccess={(instance) => navigate(pb.instance({ project, instance: instance.name }))}
      onCancel={() => navigate(pb.instances({ project }))}
      submitDisabled={cannotCreate}
    >
      <div className="flex flex-col gap-4">
        <IdentityFields control={form.control} />
      </div>
      <SizeSection form={form} />
      <BootDiskSection
        form={form}
        siloImages={siloImages}
        siloImagesRefused={siloImagesRefused}
        projectImages={projectImages}
        disks={disks}
      />
      <DisksSection project={project} form={form} disks={disks} />
      <NetworkSection
        project={project}
        form={form}
        floatingIps={floatingIps}
        jumboDenied={jumboDenied}
      />
      <AccessSection form={form} sshKeys={sshKeys} />
    </FullPageForm>
  )
}
