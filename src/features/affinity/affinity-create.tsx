import type { AffinityPolicy, FailureDomain } from '@oxide/api'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ApiError } from '~/api/errors'
import { usePermissions } from '~/api/permissions'
import { call, invalidate } from '~/api/query'
import { ListboxField } from '~/components/fields/listbox-field'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { RadioField } from '~/components/fields/radio-field'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { type AffinityKind, GROUP_OPS, KIND_LABEL, useKind } from './affinity-kind'

type Values = {
  kind: AffinityKind
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: FailureDomain
}

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
  const mutation = useMutation<{ name: string; kind: AffinityKind }, ApiError, Values>({
    mutationFn: async ({ kind, ...body }) => {
      const query = { project }
      const group =
        kind === 'affinity'
          ? await call('affinityGroupCreate', { query, body })
          : await call('antiAffinityGroupCreate', { query, body })
      await invalidate(...GROUP_OPS)
      return { name: group.name, kind }
    },
  })
  return (
    <SideModalForm
      title="Create group"
      submitLabel="Create group"
      form={form}
      onSubmit={(values) => mutation.mutateAsync(values)}
      onSuccess={({ name, kind }) => {
        const label = KIND_LABEL[kind]
        toast.success({
          title: `${label.charAt(0).toUpperCase()}${label.slice(1)} ${name} created`,
        })
        navigate(pb.affinityGroup({ project, group: name, kind }))
      }}
      onDismiss={() => navigate(pb.affinity({ project, kind: listKind }))}
      submitDisabled={cannotCreate}
    >
      <RadioField
        control={form.control}
        name="kind"
        label="Kind"
        items={[
          {
            value: 'anti-affinity',
            label: 'Anti-affinity',
            description: 'Keep the instances on different sleds',
          },
          {
            value: 'affinity',
            label: 'Affinity',
            description: 'Keep the instances on the same sled',
          },
        ]}
      />
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
      <RadioField
        control={form.control}
        name="policy"
        label="Policy"
        description="What happens when an instance cannot be placed as the group asks."
        items={[
          { value: 'allow', label: 'Allow', description: 'Place it anyway (best effort)' },
          { value: 'fail', label: 'Fail', description: 'Refuse to start the instance' },
        ]}
      />
      <ListboxField
        control={form.control}
        name="failureDomain"
        label="Failure domain"
        required
        items={[{ value: 'sled', label: 'Sled' }]}
      />
    </SideModalForm>
  )
}
