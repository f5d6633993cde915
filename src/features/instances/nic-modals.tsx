import type { Instance, InstanceNetworkInterface } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { req, requestChange } from '~/api/request'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { PickerField } from '~/components/fields/picker-field'
import { ModalForm } from '~/components/modal-form'
import { instanceNic, NIC_OPS } from '~/resources/instances/queries'
import { projectVpcs, vpcSubnets } from '~/resources/vpcs/queries'
import { type NicEditValues, nicUpdateBody } from './nic-update'

export type NicValues = { name: string; description: string; vpcName: string; subnetName: string }

/** Name, description, VPC and subnet of a new interface; the subnet list follows the VPC. */
export function NicFields({ project, form }: { project: string; form: UseFormReturn<NicValues> }) {
  const vpcName = useWatch({ control: form.control, name: 'vpcName' })
  const vpcs = useQuery(projectVpcs(project))
  const subnets = useQuery({ ...vpcSubnets(project, vpcName), enabled: !!vpcName })
  // a subnet belongs to one VPC: choosing another VPC clears the subnet
  const shownVpc = useRef(vpcName)
  useEffect(() => {
    if (shownVpc.current === vpcName) return
    shownVpc.current = vpcName
    form.setValue('subnetName', '')
  }, [vpcName, form])
  return (
    <>
      <IdentityFields control={form.control} />
      <PickerField
        control={form.control}
        name="vpcName"
        label="VPC"
        required
        noun={['a VPC', 'VPCs']}
        from={vpcs}
        items={(vpcs.data?.items ?? []).map((v) => ({ value: v.name, label: v.name }))}
      />
      <ListboxField
        control={form.control}
        name="subnetName"
        label="Subnet"
        required
        disabled={!vpcName}
        placeholder={vpcName ? 'Select a subnet' : 'Select a VPC first'}
        items={(subnets.data?.items ?? []).map((s) => ({
          value: s.name,
          label: `${s.name} (${s.ipv4Block})`,
        }))}
      />
    </>
  )
}

type Props = { project: string; instance: Instance; onDismiss: () => void }

export function AddNicModal({ project, instance, onDismiss }: Props) {
  const form = useForm<NicValues>({
    defaultValues: { name: '', description: '', vpcName: '', subnetName: '' },
  })
  const create = requestChange(
    (body: NicValues) =>
      req('instanceNetworkInterfaceCreate', { query: { project, instance: instance.name }, body }),
    NIC_OPS,
  )
  return (
    <ModalForm
      title="Add network interface"
      form={form}
      change={create}
      success={(nic) => `Network interface ${nic.name} added`}
      onDismiss={onDismiss}
    >
      <NicFields project={project} form={form} />
    </ModalForm>
  )
}

type EditValues = NicEditValues

export function EditNicModal({
  nic: listed,
  onDismiss,
}: {
  nic: InstanceNetworkInterface
  onDismiss: () => void
}) {
  // the update carries the interface's transit IPs: it is read again as the form opens, so a
  // change made elsewhere since the list was read is not written over (what is typed stays)
  const nic = useQuery({
    ...instanceNic(listed.id),
    initialData: listed,
    initialDataUpdatedAt: 0,
  }).data
  const form = useForm<EditValues>({
    values: { name: nic.name, description: nic.description, primary: nic.primary },
    resetOptions: { keepDirtyValues: true },
  })
  const update = requestChange(
    (values: EditValues) =>
      req('instanceNetworkInterfaceUpdate', {
        // by id: the API refuses an instance or project beside it
        path: { interface: nic.id },
        body: nicUpdateBody(nic, values),
      }),
    NIC_OPS,
  )
  return (
    <ModalForm
      title="Edit network interface"
      submitLabel="Save changes"
      form={form}
      change={update}
      success={(updated) => `Network interface ${updated.name} updated`}
      onDismiss={onDismiss}
    >
      <IdentityFields control={form.control} />
      <CheckboxField
        control={form.control}
        name="primary"
        label="Primary interface"
        description={
          nic.primary
            ? 'This is the primary interface. Make another one primary to change that.'
            : 'Takes effect the next time the instance starts.'
        }
        disabled={nic.primary}
      />
    </ModalForm>
  )
}
