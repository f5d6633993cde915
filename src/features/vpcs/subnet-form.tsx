import { useQuery } from '@tanstack/react-query'
import { type Control, useWatch } from 'react-hook-form'
import { IdentityFields } from '~/components/fields/name-field'
import { PickerField } from '~/components/fields/picker-field'
import { TextField } from '~/components/fields/text-field'
import { vpcRouters } from '~/resources/vpc-routers/queries'
import { hostBitsHint, parseIpNet } from '~/util/cidr'

export type SubnetValues = {
  name: string
  description: string
  ipv4Block: string
  ipv6Block: string
  /** A custom router's name, or '' for none. */
  customRouter: string
}

/** An IP network of one family: the spec's CIDR messages first, then the family. */
const blockOf = (family: 'v4' | 'v6') => (value: string) => {
  const text = value.trim()
  if (!text) return undefined
  const result = parseIpNet(text)
  if (!result.ok) return result.message
  if (result.net.version !== family)
    return family === 'v4' ? 'Must be an IPv4 network' : 'Must be an IPv6 network'
  return undefined
}

/** A block's help, and a hint when it is written with host bits set (the server keeps them). */
function BlockHelp({
  control,
  name,
  help,
}: {
  control: Control<SubnetValues>
  name: 'ipv4Block' | 'ipv6Block'
  help: string
}) {
  const hint = hostBitsHint(useWatch({ control, name }))
  return (
    <>
      {help}
      {hint && <span className="mt-0.5 block text-notice-fg">{hint}</span>}
    </>
  )
}

export const NO_ROUTER = ''

/** The VPC's custom routers, and none (the system router alone). */
function CustomRouterField({
  control,
  project,
  vpc,
}: {
  control: Control<SubnetValues>
  project: string
  vpc: string
}) {
  const routers = useQuery(vpcRouters({ project, vpc }))
  const custom = (routers.data?.items ?? []).filter((r) => r.kind === 'custom')
  return (
    <PickerField
      control={control}
      name="customRouter"
      label="Custom router"
      description="Routes traffic from the subnet before the VPC's system router does."
      items={[
        { value: NO_ROUTER, label: 'None' },
        ...custom.map((r) => ({ value: r.name, label: r.name })),
      ]}
      noun={['a router', 'routers']}
      prompt="None"
      from={routers}
    />
  )
}

export function SubnetFields({
  control,
  project,
  vpc,
  create,
}: {
  control: Control<SubnetValues>
  project: string
  vpc: string
  /** Blocks are set once, when the subnet is made. */
  create?: boolean
}) {
  return (
    <>
      <IdentityFields control={control} />
      {create && (
        <>
          <TextField
            control={control}
            name="ipv4Block"
            label="IPv4 block"
            required
            description={
              <BlockHelp
                control={control}
                name="ipv4Block"
                help="A private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16), /8 to /26."
              />
            }
            placeholder="10.0.0.0/24"
            autoComplete="off"
            validate={blockOf('v4')}
          />
          <TextField
            control={control}
            name="ipv6Block"
            label="IPv6 block"
            description={
              <BlockHelp
                control={control}
                name="ipv6Block"
                help="A /64 of the VPC's IPv6 prefix. Leave empty for a free one."
              />
            }
            autoComplete="off"
            validate={blockOf('v6')}
          />
        </>
      )}
      <CustomRouterField control={control} project={project} vpc={vpc} />
    </>
  )
}
