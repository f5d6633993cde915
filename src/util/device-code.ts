/**
 * Device codes (spec sections 5 and 9): 8 letters, one per box, upper-cased; sent with a dash
 * after index 3. Index 3 counts from zero, so the dash follows the fourth letter ("ABCD-EFGH"),
 * the format the platform's device flow issues and accepts.
 */
export const DEVICE_CODE_LENGTH = 8
export const DASH_AFTER_INDEX = 3

/** Letters only, upper-cased, at most 8: what pasting or typing leaves in the boxes. */
export const normalizeDeviceCode = (raw: string) =>
  raw
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, DEVICE_CODE_LENGTH)

/** The code as sent to the API: `ABCDEFGH` -> `ABCD-EFGH`. */
export const formatDeviceCode = (code: string) =>
  code.length > DASH_AFTER_INDEX + 1
    ? `${code.slice(0, DASH_AFTER_INDEX + 1)}-${code.slice(DASH_AFTER_INDEX + 1)}`
    : code

/**
 * Backspace in box `index`, as in a text field: a filled box is cleared and keeps the focus; an
 * empty one clears the box before it and moves there. Either way the cleared box is where the
 * next letter goes (ABCDEFGH, three Backspaces, X: ABCDEX).
 */
export function backspaceDeviceCode(code: string, index: number) {
  const at = Math.min(index, code.length)
  const remove = index < code.length ? at : at - 1
  if (remove < 0) return { code, focus: 0 }
  return { code: code.slice(0, remove) + code.slice(remove + 1), focus: remove }
}
