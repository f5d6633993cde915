import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import type { ApiError } from '~/api/errors'
import { usePermissions } from '~/api/permissions'
import { call, invalidate, queryClient, usePrefetchedQuery } from '~/api/query'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { routeParams, useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { GROUP_OPS, groupView, KIND_LABEL, kindOfRequest, useKind } from './affinity-kind'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const kind = kindOfRequest(request)
  const { project, group } = routeParams(params, 'project', 'group')
  await queryClient.ensureQueryData(groupView(kind, project, group))
  return null
}

type Values = { name: string; description: string }

export default function AffinityEdit() {
  const navigate = useNavigate()
  const params = useRouteParams('project', 'group')
  const project = params.project
  const cannotUpdate = usePermissions(project).cannot('compute')
  const kind = useKind()
  const group = usePrefetchedQuery(groupView(kind, project, params.group))
  const form = useForm<Values>({
    defaultValues: { name: group.name, description: group.description },
  })
  const update = useMutation<{ name: string }, ApiError, Values>({
    mutationFn: async (body) => {
      // by id, which stays put while the name changes; the API refuses a project beside an id
      const updated =
        kind === 'affinity'
          ? await call('affinityGroupUpdate', { path: { affinityGroup: group.id }, body })
          : await call('antiAffinityGroupUpdate', { path: { antiAffinityGroup: group.id }, body })
      await invalidate(...GROUP_OPS)
      return updated
    },
  })
  const label = KIND_LABEL[kind]
  return (
    <SideModalForm
      title={`Edit ${label}`}
      submitLabel="Save changes"
      form={form}
      onSubmit={(values) => update.mutateAsync(values)}
      onSuccess={(updated) => {
        toast.success({
          title: `${label.charAt(0).toUpperCase()}${label.slice(1)} ${updated.name} updated`,
        })
        navigate(pb.affinityGroup({ project, group: updated.name, kind }))
      }}
      onDismiss={() => navigate(pb.affinity({ project, kind }))}
      submitDisabled={cannotUpdate}
    >
      <NameField control={form.control} name="name" />
      <DescriptionField control={form.control} name="description" />
    </SideModalForm>
  )
}
