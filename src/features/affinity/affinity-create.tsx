import type { AffinityPolicy, FailureDomain } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { capitalize } from '~/api/errors'
import { usePermissions } from '~/api/permissions'
import { requestChange, send } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { createGroupReq } from '~/resources/affinity-groups/actions'
import { GROUP_OPS, KIND_LABEL } from '~/resources/affinity-groups/queries'
import { choices } from '~/ui/choices'
import { type AffinityKind, pb } from '~/util/paths'
import { useKind } from './affinity-kind'

type Values = {
  kind: AffinityKind
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: FailureDomain
}

const KINDS = choices({
  'anti-affinity': ['Anti-affinity', 'Keep the instances on different sleds'],
  affinity: ['Affinity', 'Keep the instances on the same sled'],
})

const POLICIES = choices({
  allow: ['Allow', 'Place it anyway (best effort)'],
  fail: ['Fail', 'Refuse to start the instance'],
})

const FAILURE_DOMAINS = choices({ sled: 'Sled' })

export default function AffinityCreate() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const listKind = useKind()
  const cannotCreate = usePermissions(project).cannot('compute')
  const form = useForm<Values>({
    defaultValues: {
      kind: listKind,
      name: '',
      description: '',
      policy: 'allow',
      failureDomain: 'sled',
    },
  })
  const create = requestChange(
    ({ kind, ...body }: Values) => createGroupReq(kind, project, body),
    GROUP_OPS,
    async (request, { kind }) => ({ name: (await send(request)).name, kind }),
  )
  return (
    <SideModalForm
      title="Create group"
      form={form}
      change={create}
      success={({ name, kind }) => `${capitalize(KIND_LABEL[kind])} ${name} created`}
      onSuccess={({ name, kind }) => navigate(pb.affinityGroup({ project, group: name, kind }))}
      onDismiss={() => navigate(pb.affinity({ project, kind: listKind }))}
      submitDisabled={cannotCreate}
    >
      <RadioField control={form.control} name="kind" label="Kind" items={KINDS} />
      <IdentityFields control={form.control} />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        description="What happens when an instance cannot be placed as the group asks."
        items={POLICIES}
      />
      <ListboxField
        control={form.control}
        name="failureDomain"
        label="Failure domain"
        required
        items={FAILURE_DOMAINS}
      />
    </SideModalForm>
  )
}
