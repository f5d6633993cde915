import type { BfdMode, SwitchSlot } from '@oxide/api'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { NumberField } from '~/components/fields/number-field'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { SideModalForm } from '~/components/side-modal-form'
import { BFD_OPS, bfdStatus } from '~/resources/bgp/queries'
import { SwitchSlotField } from '~/resources/switch-ports/fields'
import { choices } from '~/ui/choices'
import { validateIp } from '~/util/ip'
import { sb } from '~/util/system-paths'

type Values = {
  remote: string
  local: string
  switchSlot: SwitchSlot
  mode: BfdMode
  detectionThreshold: number
  requiredRx: number
}

const DEFAULTS: Values = {
  remote: '',
  local: '',
  switchSlot: 'switch0',
  mode: 'single_hop',
  detectionThreshold: 3,
  requiredRx: 300000,
}

const BFD_MODES = choices({
  single_hop: ['Single hop', 'A directly connected peer (RFC 5881)'],
  multi_hop: ['Multi hop', 'A peer several hops away (RFC 5883)'],
})

export default function BfdEnable() {
  const navigate = useNavigate()
  const sessions = usePrefetchedQuery(bfdStatus())
  const form = useForm<Values>({ defaultValues: DEFAULTS })
  const enable = requestChange(
    (v: Values) =>
      req('networkingBfdEnable', {
        body: {
          remote: v.remote.trim(),
          local: v.local.trim() || null,
          switchSlot: v.switchSlot,
          mode: v.mode,
          detectionThreshold: v.detectionThreshold,
          requiredRx: v.requiredRx,
        },
      }),
    BFD_OPS,
  )
  // a second session for the same peer and switch breaks the server's unique index (a 500)
  const remoteProblem = (remote: string) =>
    validateIp(remote.trim()) ??
    (sessions.some((s) => s.peer === remote.trim() && s.switchSlot === form.getValues('switchSlot'))
      ? 'This switch has a session with this peer already'
      : undefined)
  return (
    <SideModalForm
      title="Enable BFD session"
      submitLabel="Enable session"
      form={form}
      change={enable}
      success={() => `BFD session with ${form.getValues('remote').trim()} enabled`}
      onDismiss={() => navigate(sb.bfd())}
    >
      <TextField
        control={form.control}
        name="remote"
        label="Remote address"
        required
        validate={remoteProblem}
        description="The peer to run BFD with, usually a BGP peer's address."
      />
      <TextField
        control={form.control}
        name="local"
        label="Local address"
        validate={(v) => (v.trim() ? validateIp(v.trim()) : undefined)}
        description="The address the switch listens on; empty for any."
      />
      <SwitchSlotField control={form.control} />
      <RadioField control={form.control} name="mode" label="Mode" items={BFD_MODES} />
      <NumberField
        control={form.control}
        name="detectionThreshold"
        label="Detection threshold"
        min={1}
        max={255}
        unit="packets"
        required
        description="Missed control packets before the session is declared down."
      />
      <NumberField
        control={form.control}
        name="requiredRx"
        label="Required receive interval"
        min={1}
        unit="µs"
        required
        description="The shortest interval between control packets this switch accepts."
      />
    </SideModalForm>
  )
}
