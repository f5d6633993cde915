import { useEffect } from 'react'
import type { Control, UseFormReturn } from 'react-hook-form'
import { DescriptionField, NameField } from '~/components/fields/name-field'
import { TextField } from '~/components/fields/text-field'
import { dnsNameAfter, vpcPrefixProblem } from './vpc-values'

export type VpcValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }

/** Name, description and DNS name; a new VPC also takes an IPv6 prefix, which cannot change. */
export function VpcFields({ control, create }: { control: Control<VpcValues>; create?: boolean }) {
  return (
    <>
      <NameField control={control} name="name" />
      <DescriptionField control={control} name="description" />
      <NameField
        control={control}
        name="dnsName"
        label="DNS name"
        description="The name of the VPC in DNS."
      />
      {create && (
        <TextField
          control={control}
          name="ipv6Prefix"
          label="IPv6 prefix"
          description="A unique local /48 (fd00::/8) for the VPC's subnets. Leave empty for a random one."
          placeholder="fd12:3456:789a::/48"
          autoComplete="off"
          validate={vpcPrefixProblem}
        />
      )}
    </>
  )
}

/** A new VPC's DNS name follows its name until the user makes it something else. */
export function useDnsNameFollowsName(form: UseFormReturn<VpcValues>) {
  const { watch, getValues, setValue, getFieldState } = form
  useEffect(() => {
    let before = getValues('name')
    const sub = watch((values, { name }) => {
      if (name !== 'name') return
      const after = values.name ?? ''
      const dnsName = values.dnsName ?? ''
      const next = dnsNameAfter(before, after, dnsName)
      before = after
      if (next !== dnsName)
        setValue('dnsName', next, { shouldValidate: getFieldState('dnsName').invalid })
    })
    return () => sub.unsubscribe()
  }, [watch, getValues, setValue, getFieldState])
}
