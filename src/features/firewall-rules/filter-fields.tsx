import type { VpcFirewallRuleProtocol } from '@oxide/api'
import { type KeyboardEvent, useId, useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import { describedBy, FieldShell } from '~/components/fields/field-shell'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import { Listbox } from '~/ui/listbox'
import { validatePortRange } from '~/util/ports'
import { validateUnique } from '~/util/unique'
import { ItemList } from './item-list'
import { itemKey, PROTOCOL_LABEL, protocolText } from './rule-text'
import type { RuleValues } from './rule-values'

/** Enter in an item's input adds the item rather than submitting the whole form. */
const enterAdds = (add: () => void) => (e: KeyboardEvent) => {
  if (e.key !== 'Enter') return
  e.preventDefault()
  add()
}

/** Ports and port ranges, each checked by spec section 5's rule, none twice. */
export function PortListField({ control }: { control: Control<RuleValues> }) {
  const { field } = useController({ control, name: 'ports' })
  const ports = field.value
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const add = () => {
    const port = text.trim()
    const problem = validatePortRange(port) ?? validateUnique([...ports, port])
    if (problem) return setError(problem)
    field.onChange([...ports, port])
    setText('')
    setError(undefined)
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">Ports</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <FieldShell
          id={id}
          label="Port or port range"
          description="A port (443) or a range (8000-8080) from 0 to 65535, for TCP and UDP."
          error={error}
        >
          <TextInput
            id={id}
            aria-describedby={describedBy(id, true, !!error)}
            aria-invalid={!!error || undefined}
            value={text}
            autoComplete="off"
            onChange={(e) => {
              setText(e.target.value)
              setError(undefined)
            }}
            onKeyDown={enterAdds(add)}
          />
        </FieldShell>
        <Button variant="secondary" className="sm:mt-12" onClick={add}>
          Add port
        </Button>
      </div>
      <ItemList
        label="Ports"
        items={ports}
        empty="No ports: any port."
        onRemove={(i) => field.onChange(ports.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}

type Kind = VpcFirewallRuleProtocol['type']
const KINDS = Object.entries(PROTOCOL_LABEL).map(([value, label]) => ({
  value: value as Kind,
  label,
}))

const BYTE = /^\d{1,3}$/
const byte = (s: string) => BYTE.test(s) && Number(s) <= 255

/** An ICMP code or code range, `0` or `0-4`, within 0-255 and in order. */
const codeOk = (code: string) => {
  const [lo = '', hi, ...rest] = code.split('-')
  if (rest.length > 0 || !byte(lo) || (hi !== undefined && !byte(hi))) return false
  return hi === undefined || Number(hi) >= Number(lo)
}

/** The problem with an ICMP type and code as typed, if any. */
export function icmpProblem(type: string, code: string): string | undefined {
  if (type && !byte(type)) return 'ICMP type must be a whole number from 0 to 255'
  if (code && !type) return 'Give an ICMP type for a code'
  if (code && !codeOk(code)) return 'ICMP code must be a number or a range (0-4) from 0 to 255'
  return undefined
}

/** Protocols: TCP, UDP, and ICMP (v4 or v6) with an optional type and code. */
export function ProtocolListField({ control }: { control: Control<RuleValues> }) {
  const { field } = useController({ control, name: 'protocols' })
  const protocols = field.value
  const [kind, setKind] = useState<Kind>('tcp')
  const [type, setType] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  const icmp = kind === 'icmp' || kind === 'icmp6'
  const add = () => {
    const t = type.trim()
    const c = code.trim()
    const problem = icmp ? icmpProblem(t, c) : undefined
    const item: VpcFirewallRuleProtocol =
      kind === 'tcp' || kind === 'udp'
        ? { type: kind }
        : { type: kind, value: t ? { icmpType: Number(t), code: c || null } : null }
    const duplicate = problem ?? validateUnique([...protocols, item], itemKey)
    if (duplicate) return setError(duplicate)
    field.onChange([...protocols, item])
    setType('')
    setCode('')
    setError(undefined)
  }
  const errorId = `${id}-protocol`
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">Protocols</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-start">
        <FieldShell id={errorId} label="Protocol" error={error}>
          <Listbox
            id={errorId}
            aria-labelledby={`${errorId}-label`}
            aria-describedby={describedBy(errorId, false, !!error)}
            items={KINDS}
            value={kind}
            onChange={(k) => {
              setKind(k)
              setError(undefined)
            }}
          />
        </FieldShell>
        {icmp && (
          <>
            <FieldShell id={`${id}-type`} label="ICMP type">
              <TextInput
                id={`${id}-type`}
                value={type}
                inputMode="numeric"
                autoComplete="off"
                placeholder="Any"
                onChange={(e) => {
                  setType(e.target.value)
                  setError(undefined)
                }}
                onKeyDown={enterAdds(add)}
              />
            </FieldShell>
            <FieldShell id={`${id}-code`} label="ICMP code">
              <TextInput
                id={`${id}-code`}
                value={code}
                autoComplete="off"
                placeholder="Any"
                onChange={(e) => {
                  setCode(e.target.value)
                  setError(undefined)
                }}
                onKeyDown={enterAdds(add)}
              />
            </FieldShell>
          </>
        )}
        <Button
          variant="secondary"
          className={icmp ? 'sm:mt-7' : 'sm:col-start-4 sm:mt-7'}
          onClick={add}
        >
          Add protocol
        </Button>
      </div>
      <ItemList
        label="Protocols"
        items={protocols.map(protocolText)}
        empty="No protocols: any protocol."
        onRemove={(i) => field.onChange(protocols.filter((_, j) => j !== i))}
      />
    </fieldset>
  )
}
