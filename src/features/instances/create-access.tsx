import type { SshKey } from '@oxide/api'
import { useState } from 'react'
import { type UseFormReturn, useController } from 'react-hook-form'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { TextField } from '~/components/fields/text-field'
import { lazyComponent } from '~/components/lazy-component'
import { AutoRestartPolicyField } from '~/resources/instances/fields'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { FormSection } from './create-size'
import {
  type InstanceCreateValues,
  MAX_USER_DATA_BYTES,
  utf8Length,
} from './instance-create-values'

/** The add-key form loads when it opens (create-modals.tsx). */
const AddSshKeyModal = lazyComponent(() => import('./create-modals').then((m) => m.AddSshKeyModal))

function SshKeysField({
  form,
  keys,
}: {
  form: UseFormReturn<InstanceCreateValues>
  keys: SshKey[]
}) {
  const { field } = useController({ control: form.control, name: 'sshKeys' })
  const chosen = field.value
  const [adding, setAdding] = useState(false)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 font-medium">SSH keys</legend>
      <p className="text-xs text-secondary">
        Keys from your profile that cloud-init installs on the instance.
      </p>
      {keys.length === 0 && <p className="text-secondary">You have no SSH keys yet.</p>}
      {keys.map((k) => (
        <Checkbox
          key={k.id}
          checked={chosen.includes(k.name)}
          onChange={(on) =>
            field.onChange(on ? [...chosen, k.name] : chosen.filter((n) => n !== k.name))
          }
          description={k.description || undefined}
        >
          {k.name}
        </Checkbox>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          Add SSH key
        </Button>
      </div>
      {adding && (
        <AddSshKeyModal
          onAdded={(key) => field.onChange([...chosen, key.name])}
          onDismiss={() => setAdding(false)}
        />
      )}
    </fieldset>
  )
}

export function AccessSection({
  form,
  sshKeys,
}: {
  form: UseFormReturn<InstanceCreateValues>
  sshKeys: SshKey[]
}) {
  return (
    <>
      <FormSection title="Access">
        <SshKeysField form={form} keys={sshKeys} />
        <TextField
          control={form.control}
          name="userData"
          label="User data"
          multiline
          description="Passed to cloud-init or a similar system as it is; at most 32 KiB."
          validate={(v) =>
            utf8Length(v) > MAX_USER_DATA_BYTES ? 'User data must be at most 32 KiB' : undefined
          }
        />
      </FormSection>
      <FormSection title="Behaviour">
        <AutoRestartPolicyField
          control={form.control}
          name="autoRestartPolicy"
          label="Auto-restart policy"
        />
        <CheckboxField
          control={form.control}
          name="start"
          label="Start the instance once it is created"
        />
      </FormSection>
    </>
  )
}
