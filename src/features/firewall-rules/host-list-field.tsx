import type { VpcFirewallRuleTarget } from '@oxide/api'
import { type KeyboardEvent, useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import { describedBy, FieldShell } from '~/components/fields/field-shell'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import { Listbox } from '~/ui/listbox'
import { validateIpNet } from '~/util/cidr'
import { validateIp } from '~/util/ip'
import { validateUnique } from '~/util/unique'
import { ItemList } from './item-list'
import { HOST_KIND_LABEL, type HostKind, hostText, itemKey } from './rule-text'
import type { RuleValues } from './rule-values'

/** The names a target or host filter may take, by kind, from the project. */
export type HostNames = Record<'vpc' | 'subnet' | 'instance', string[]>

const VALUE_LABEL: Record<HostKind, string> = {
  vpc: 'VPC name',
  subnet: 'Subnet name',
  instance: 'Instance name',
  ip: 'IP address',
  ip_net: 'IP network',
}

const PICK = { vpc: 'a VPC', subnet: 'a subnet', instance: 'an instance' }

const KINDS = Object.entries(HOST_KIND_LABEL).map(([value, label]) => ({
  value: value as HostKind,
  label,
}))

/**
 * Targets or host filters: pick a kind, then a name (VPC, subnet, instance) or type an address
 * or network, and add it. An address or network is checked as spec section 5 says, and an item
 * already in the list is refused ('Items must be unique').
 */
export function HostListField({
  control,
  name,
  legend,
  noun,
  description,
  empty,
  names,
}: {
  control: Control<RuleValues>
  name: 'targets' | 'hosts'
  legend: string
  /** 'target' or 'host filter': the Add button and the inputs' names. */
  noun: string
  description: string
  empty: string
  names: HostNames
}) {
  const { field } = useController({ control, name })
  const items = field.value as VpcFirewallRuleTarget[]
  const [kind, setKind] = useState<HostKind>('vpc')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)

  const add = () => {
    const text = value.trim()
    const problem =
      text === ''
        ? `${VALUE_LABEL[kind]} is required`
        : kind === 'ip'
          ? validateIp(text)
          : kind === 'ip_net'
            ? validateIpNet(text)
            : undefined
    const item = { type: kind, value: text } as VpcFirewallRuleTarget
    const duplicate = problem ?? validateUnique([...items, item], itemKey)
    if (duplicate) {
      setError(duplicate)
      return
    }
    field.onChange([...items, item])
    setValue('')
    setError(undefined)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return
    // Enter adds the item rather than submitting the whole form
    e.preventDefault()
    add()
  }
  const named = kind === 'vpc' || kind === 'subnet' || kind === 'instance'
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      <p className="text-xs text-secondary">{description}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[9rem_1fr_auto] sm:items-start">
        <FieldShell id={`${id}-kind`} label={`${Noun} type`}>
          <Listbox
            id={`${id}-kind`}
            aria-labelledby={`${id}-kind-label`}
            items={KINDS}
            value={kind}
            onChange={(k) => {
              setKind(k)
              setValue('')
              setError(undefined)
            }}
          />
        </FieldShell>
        <FieldShell id={`${id}-value`} label={`${Noun} ${VALUE_LABEL[kind]}`} error={error}>
          {named ? (
            <Listbox
              id={`${id}-value`}
              aria-labelledby={`${id}-value-label`}
              aria-describedby={describedBy(`${id}-value`, false, !!error)}
              aria-invalid={!!error || undefined}
              items={names[kind].map((n) => ({ value: n, label: n }))}
              value={value || null}
              onChange={(v) => {
                setValue(v)
                setError(undefined)
              }}
              placeholder={names[kind].length ? `Select ${PICK[kind]}` : 'None in this project'}
            />
          ) : (
            <TextInput
              id={`${id}-value`}
              aria-describedby={describedBy(`${id}-value`, false, !!error)}
              aria-invalid={!!error || undefined}
              value={value}
              autoComplete="off"
              placeholder={kind === 'ip' ? '192.0.2.10' : '192.0.2.0/24'}
              onChange={(e) => {
                setValue(e.target.value)
                setError(undefined)
              }}
              onKeyDown={onKeyDown}
            />
          )}
        </FieldShell>
        <Button variant="secondary" className="sm:mt-7" onClick={add}>
          Add {noun}
        </Button>
      </div>
      <ItemList
        label={legend}
        items={items.map(hostText)}
        empty={empty}
        onRemove={(i) => field.onChange(items.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}
