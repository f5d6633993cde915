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
