/**
 * Ports and port ranges (spec section 5): 1 to 5 digits, or two such numbers joined by a
 * hyphen; whitespace is trimmed first; a range whose end is lower than its start is invalid.
 * The spec bounds the text, not the value, so `99999` passes here and the API has the last
 * word on what it accepts.
 */
export type PortRange = [start: number, end: number]

export const INVALID_PORT_RANGE = 'Not a valid port range'

const PORT_RANGE = /^(\d{1,5})(?:-(\d{1,5}))?$/

/** `80` -> [80, 80], ` 8000-8080 ` -> [8000, 8080]; undefined when invalid. */
export function parsePortRange(raw: string): PortRange | undefined {
  const match = PORT_RANGE.exec(raw.trim())
  if (!match) return undefined
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  return end < start ? undefined : [start, end]
}

/** A form validator: undefined when valid, else a message. */
export const validatePortRange = (raw: string): string | undefined =>
  parsePortRange(raw) ? undefined : INVALID_PORT_RANGE
