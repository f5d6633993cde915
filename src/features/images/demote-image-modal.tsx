import type { Image } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { req, requestChange, send } from '~/api/request'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { IMAGE_OPS } from '~/resources/images/queries'
import { projectPicker } from '~/resources/projects/queries'

/** Demote a silo image to one project of the silo, which then holds it alone. */
export function DemoteImageModal({ image, onDismiss }: { image: Image; onDismiss: () => void }) {
  const projects = useQuery(projectPicker())
  const items = (projects.data?.items ?? []).map((p) => ({ value: p.name, label: p.name }))
  const form = useForm<{ project: string }>({ defaultValues: { project: '' } })
  const demote = requestChange(
    ({ project }: { project: string }) =>
      req('imageDemote', { path: { image: image.name }, query: { project } }),
    IMAGE_OPS,
    // the toast names the project, which the answer holds only as an id
    async (request, { project }) => {
      await send(request)
      return project
    },
  )
  return (
    <ModalForm
      title="Demote image"
      form={form}
      change={demote}
      success={(project) => `Image ${image.name} demoted to ${project}`}
      onDismiss={onDismiss}
    >
      <p className="text-secondary">
        Only the chosen project will be able to use{' '}
        <strong className="text-default">{image.name}</strong>; it leaves the silo's images.
      </p>
      <PickerField
        control={form.control}
        name="project"
        label="Project"
        required
        noun={['a project', 'projects']}
        empty="No projects in this silo"
        from={projects}
        items={items}
      />
    </ModalForm>
  )
}
