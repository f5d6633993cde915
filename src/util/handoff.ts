/**
 * A support handoff: what someone helping needs to find one request on the rack, as plain
 * text to paste into a ticket or a chat. One `Key: value` line each, in the order given,
 * leaving out what is unknown; a value's line breaks become spaces so each key keeps one line.
 */
export type HandoffField = readonly [key: string, value: string | number | null | undefined]

export function handoffText(title: string, fields: readonly HandoffField[]): string {
  const lines = fields
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${String(value).replace(/\s*[\r\n]+\s*/g, ' ')}`)
  return [title, ...lines].join('\n')
}
