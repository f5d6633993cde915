/**
 * Ports and port ranges (spec section 5): 1 to 5 digits, or two such numbers joined by a
 * hyphen; whitespace is trimmed first; a range whose end is lower than its start is invalid.
 * The spec bounds the text; the server bounds the value (a port is a u16 in Nexus's
 * `L4PortRange`, so 65536 is refused there, in a JSON parse error tied to no field): a port
 * above 65535 is refused here with its own message, where the user types it.
 */
export type PortRange = [start: number, end: number]

export const INVALID_PORT_RANGE = 'Not a valid port range'
export const MAX_PORT = 65535
export const PORT_OUT_OF_RANGE = `Ports are 0 to ${MAX_PORT}`

const PORT_RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/

/** The range as written, before its ports are checked against MAX_PORT. */
function readRange(raw: string): PortRange | undefined {
  const match = PORT_RANGE.exec(raw.trim())
  if (!match) return undefined
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  return end < start ? undefined : [start, end]
}

/** `80` -> [80, 80], ` 8000-8080 ` -> [8000, 8080]; undefined when invalid. */
export function parsePortRange(raw: string): PortRange | undefined {
  const range = readRange(raw)
  return range && range[1] <= MAX_PORT ? range : undefined
}

/** A form validator: undefined when valid, else a message. */
export function validatePortRange(raw: string): string | undefined {
  const range = readRange(raw)
  if (!range) return INVALID_PORT_RANGE
  return range[1] > MAX_PORT ? PORT_OUT_OF_RANGE : undefined
}
