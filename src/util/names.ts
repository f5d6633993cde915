/**
 * Resource names as the API accepts them (the API's `Name`): 1 to 63 characters, lowercase
 * letters, digits and dashes, starting with a letter, not ending with a dash, not a UUID.
 */
export const MAX_NAME_LENGTH = 63

// the API reads the 32-digit simple form as a UUID too (real-api-behaviour.md row 21)
const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i

/** The first problem with a name, in words a user can act on; undefined when it is valid. */
export function validateName(value: string, label = 'Name'): string | undefined {
  if (value.length === 0) return `${label} is required`
  if (value.length > MAX_NAME_LENGTH) return `Must be ${MAX_NAME_LENGTH} characters or fewer`
  if (!/^[a-z]/.test(value)) return 'Must start with a lowercase letter'
  if (/[^a-z0-9-]/.test(value)) return 'Can only contain lowercase letters, numbers, and dashes'
  if (value.endsWith('-')) return 'Must end with a letter or number'
  if (UUID.test(value)) return 'Cannot be a UUID'
  return undefined
}
