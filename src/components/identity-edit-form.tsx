import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { type Identity, IdentityFields } from './fields/name-field'
import { EditForm, type RecordProps } from './side-modal-form'

/**
 * The edit form of a resource of which only the name and description change: the two fields
 * (with what the record was); `children` say what does not change.
 */
export function IdentityEditForm<R extends Identity>({
  current,
  children,
  ...props
}: Omit<RecordProps<Identity, R>, 'children'> & { current: Identity; children?: ReactNode }) {
  const form = useForm<Identity>({
    defaultValues: { name: current.name, description: current.description },
  })
  return (
    <EditForm form={form} {...props}>
      <IdentityFields control={form.control} />
      {children}
    </EditForm>
  )
}
