import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { TextField } from '~/components/fields/text-field'
import { commentProblem } from '~/util/bundle-states'

/** A bundle's reason (its `user_comment`), checked as the server does: at most 4096 bytes. */
export function CommentField<T extends FieldValues & { userComment: string }>({
  control,
  description,
}: {
  control: Control<T>
  description: string
}) {
  return (
    <TextField
      control={control}
      name={'userComment' as FieldPath<T>}
      label="Reason"
      multiline
      validate={commentProblem}
      description={description}
    />
  )
}
