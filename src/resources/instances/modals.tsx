import type { Instance } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Touches } from '~/api/change'
import { capitalize } from '~/api/errors'
import type { Req } from '~/api/request'
import { requestChange } from '~/api/request'
import { ModalForm } from '~/components/modal-form'
import type { InstanceAction } from '~/util/instance-states'
import { InstancePickerField, useInstanceChoice } from './fields'
import { projectInstances } from './queries'

/** What a modal opened from an instance's page is given. */
export type InstanceModalProps = { project: string; instance: Instance; onDismiss: () => void }

/**
 * Attach something of a project's (a floating IP, an external subnet) to one of its instances,
 * from that thing's list. Any instance can be chosen; one the server would refuse in its state
 * (starting, stopping, ...) disables Attach, which says why.
 */
export function AttachToInstanceModal({
  project,
  noun,
  name,
  address,
  action,
  attach,
  touches,
  onDismiss,
}: {
  project: string
  /** What is attached, as the title and the toast name it: 'floating IP'. */
  noun: string
  name: string
  /** Its address or block, beside its name. */
  address: string
  /** The instance action the server checks the state for. */
  action: InstanceAction
  /** The request, given the chosen instance's id. */
  attach: (instance: string) => Req
  touches: Touches
  onDismiss: () => void
}) {
  const instances = useQuery(projectInstances(project))
  const form = useForm<{ instance: string }>({ defaultValues: { instance: '' } })
  const choice = useInstanceChoice(form.control, instances.data?.items ?? [], action)
  const change = requestChange(
    ({ instance }: { instance: string }) => attach(choice.chosen?.id ?? instance),
    touches,
  )
  return (
    <ModalForm
      title={`Attach ${noun}`}
      submitLabel="Attach"
      form={form}
      change={change}
      success={() => `${capitalize(noun)} ${name} attached to ${choice.name}`}
      onDismiss={onDismiss}
      submitDisabled={choice.blocked}
    >
      <p className="text-secondary">
        Attach <strong className="text-default">{name}</strong>{' '}
        <span className="font-mono">({address})</span> to an instance of this project.
      </p>
      <InstancePickerField control={form.control} choice={choice} from={instances} />
    </ModalForm>
  )
}
