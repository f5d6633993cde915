import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { capitalize } from '~/api/errors'
import type { Change } from '~/api/request'
import { type Identity, IdentityFields } from './fields/name-field'
import { SideModalForm } from './side-modal-form'

/**
 * The edit form of a resource of which only the name and description change: "Edit <noun>",
 * the two fields (with what the record was), Save changes, and the toast "<Noun> <name>
 * updated". `children` say what does not change.
 */
export function IdentityEditForm<R extends Identity>(props: {
  noun: string
  current: Identity
  /** `requestChange((body: Identity) => req(…update…, { body }), OPS)` */
  change: Change<Identity, R>
  /** Why the user's role allows no change. */
  denied: string | undefined
  onSaved: (updated: R) => void
  onDismiss: () => void
  children?: ReactNode
}) {
  const { noun, current, change, denied, onSaved, onDismiss, children } = props
  const form = useForm<Identity>({
    defaultValues: { name: current.name, description: current.description },
  })
  return (
    <SideModalForm
      title={`Edit ${noun}`}
      submitLabel="Save changes"
      form={form}
      change={change}
      success={(updated) => `${capitalize(noun)} ${updated.name} updated`}
      onSuccess={onSaved}
      onDismiss={onDismiss}
      submitDisabled={denied}
    >
      <IdentityFields control={form.control} />
      {children}
    </SideModalForm>
  )
}
