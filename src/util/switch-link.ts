/**
 * A switch port's link state, as the API passes on the switch daemon's own record
 * (`SwitchLinkState`: `{ link, monitors }`, which the API says is not yet stable and the SDK
 * types as an open record). Read defensively: whatever is missing or of another shape reads as
 * unknown rather than failing the page.
 */
export type LinkSummary = {
  /** The link's state in words: Up, Down, Faulted, Configuration error or Unknown. */
  state: 'Up' | 'Down' | 'Faulted' | 'Configuration error' | 'Unknown'
  /** What a fault or configuration error says. */
  detail?: string
  enabled?: boolean
  /** `100 Gbit/s` from dpd's `Speed100G`. */
  speed?: string
  /** `RS`, `Firecode` or `None`. */
  fec?: string
  autoneg?: boolean
  media?: string
  /** Whether a transceiver is plugged in. */
  presence?: boolean
  /** The link-training state machine's state (`LinkUp`, `Idle`, ...). */
  fsmState?: string
  /** The transceiver's temperature, °C. */
  temperature?: number
  /** Its supply voltage, V. */
  supplyVoltage?: number
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)
const bool = (v: unknown) => (typeof v === 'boolean' ? v : undefined)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

function stateOf(raw: unknown): Pick<LinkSummary, 'state' | 'detail'> {
  if (raw === 'up') return { state: 'Up' }
  if (raw === 'down') return { state: 'Down' }
  if (isRecord(raw)) {
    // the SDK turns `config_error` into `configError`
    const error = str(raw.configError) ?? str(raw.config_error)
    if (error !== undefined) return { state: 'Configuration error', detail: error }
    if (isRecord(raw.faulted)) {
      const [kind, text] = Object.entries(raw.faulted)[0] ?? []
      return { state: 'Faulted', detail: [kind, str(text)].filter(Boolean).join(': ') }
    }
  }
  return { state: 'Unknown' }
}

/** `Speed100G` -> `100 Gbit/s`; anything else as it is. */
export const speedText = (speed: string) => {
  const m = /^Speed(\d+)G$/.exec(speed)
  return m ? `${m[1]} Gbit/s` : speed
}

export function summarizeLink(status: unknown): LinkSummary {
  const link = isRecord(status) && isRecord(status.link) ? status.link : {}
  const monitors = isRecord(status) && isRecord(status.monitors) ? status.monitors : {}
  const speed = str(link.speed)
  return {
    ...stateOf(link.linkState ?? link.link_state),
    enabled: bool(link.enabled),
    speed: speed && speedText(speed),
    fec: str(link.fec),
    autoneg: bool(link.autoneg),
    media: str(link.media),
    presence: bool(link.presence),
    fsmState: str(link.fsmState ?? link.fsm_state),
    temperature: num(monitors.temperature),
    supplyVoltage: num(monitors.supplyVoltage ?? monitors.supply_voltage),
  }
}
