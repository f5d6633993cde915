import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { ListboxField } from '~/components/fields/listbox-field'
import { PickerField } from '~/components/fields/picker-field'
import { TextField } from '~/components/fields/text-field'
import { projectInstances } from '~/resources/instances/queries'
import { vpcGateways } from '~/resources/internet-gateways/queries'
import { END_LABEL } from '~/resources/vpc-routers/cells'
import { projectVpcs, vpcSubnets } from '~/resources/vpcs/queries'
import { validateIpNet } from '~/util/cidr'
import { validateIp } from '~/util/ip'
import { DEST_KINDS, type RouteValues, TARGET_KINDS } from './route-values'

type Where = { project: string; vpc: string }
type Props = { form: UseFormReturn<RouteValues>; end: 'dest' | 'target'; where: Where }

/** The names a value picker offers for a kind of end, read when that kind is chosen. */
function useNames(type: string, { project, vpc }: Where) {
  const subnets = useQuery({ ...vpcSubnets(project, vpc), enabled: type === 'subnet' })
  const vpcs = useQuery({ ...projectVpcs(project), enabled: type === 'vpc' })
  const instances = useQuery({ ...projectInstances(project), enabled: type === 'instance' })
  const gateways = useQuery({
    ...vpcGateways({ project, vpc }),
    enabled: type === 'internet_gateway',
  })
  const source = { subnet: subnets, vpc: vpcs, instance: instances, internet_gateway: gateways }[
    type
  ]
  return {
    source,
    names: (source?.data?.items ?? []).map((i) => i.name),
  }
}

/**
 * One end of a route: its kind (every kind the API has; those the server refuses in a user's
 * route are shown disabled, with why) and its value, typed (an address, a network) or picked
 * (a subnet, an instance, a gateway). A new kind clears the value.
 */
export function RouteEndFields({ form, end, where }: Props) {
  const typeName = end === 'dest' ? 'destType' : 'targetType'
  const valueName = end === 'dest' ? 'destValue' : 'targetValue'
  const label = end === 'dest' ? 'Destination' : 'Target'
  const type = useWatch({ control: form.control, name: typeName })
  const shown = useRef(type)
  useEffect(() => {
    if (shown.current === type) return
    shown.current = type
    form.setValue(valueName, '')
    form.clearErrors(valueName)
  }, [type, form, valueName])
  const { names, source } = useNames(type, where)
  const kinds = end === 'dest' ? DEST_KINDS : TARGET_KINDS
  const valueLabel = `${label} ${END_LABEL[type].toLowerCase()}`
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{label}</legend>
      <ListboxField
        control={form.control}
        name={typeName}
        label={`${label} type`}
        required
        items={kinds.map((k) => ({
          value: k.type,
          label: k.refused ? `${END_LABEL[k.type]} (${k.refused})` : END_LABEL[k.type],
          disabled: !!k.refused,
        }))}
      />
      {type === 'drop' ? null : type === 'ip' || type === 'ip_net' ? (
        <TextField
          // a fresh field per kind, so a rule of the last kind is not kept
          key={type}
          control={form.control}
          name={valueName}
          label={type === 'ip' ? `${label} IP address` : `${label} IP network`}
          required
          placeholder={type === 'ip' ? '10.0.0.1' : '10.0.0.0/8'}
          validate={(v) => (type === 'ip' ? validateIp(v.trim()) : validateIpNet(v.trim()))}
        />
      ) : (
        <PickerField
          key={type}
          control={form.control}
          name={valueName}
          label={valueLabel}
          required
          prompt="Select one"
          empty="None in reach"
          from={source}
          items={names.map((n) => ({ value: n, label: n }))}
        />
      )}
    </fieldset>
  )
}
