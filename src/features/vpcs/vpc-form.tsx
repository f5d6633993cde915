import type { Control } from 'react-hook-form'
import { IdentityFields, NameField } from '~/components/fields/name-field'
import { TextField } from '~/components/fields/text-field'
import { vpcPrefixProblem } from './vpc-values'

export type VpcValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }

/** Name, description and DNS name; a new VPC also takes an IPv6 prefix, which cannot change. */
export function VpcFields({ control, create }: { control: Control<VpcValues>; create?: boolean }) {
  return (
    <>
      <IdentityFields control={control} />
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
