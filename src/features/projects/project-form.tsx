import type { Control } from 'react-hook-form'
import { DescriptionField, NameField } from '~/components/fields/name-field'

export type ProjectValues = { name: string; description: string }

export const ProjectFields = ({ control }: { control: Control<ProjectValues> }) => (
  <>
    <NameField control={control} name="name" />
    <DescriptionField control={control} name="description" />
  </>
)
