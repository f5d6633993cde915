/**
 * A TUF root role (`root.json` of a release): the console checks that the text is one before
 * sending it, and reads a few facts to show. The server verifies its signatures
 * (`Unable to verify root role: ...`); nothing here does.
 */
export type RootFacts = { version: number | null; expires: string | null; keys: number }

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The parsed document, or the reason the text is none. */
export function parseRootRole(
  text: string,
): { role: Record<string, unknown> } | { problem: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { problem: 'Root role must be JSON' }
  }
  if (!isObject(value)) return { problem: 'Root role must be a JSON object' }
  const signed = value.signed
  if (!isObject(signed) || !Array.isArray(value.signatures))
    return { problem: 'Root role must have "signed" and "signatures", as root.json does' }
  if (signed._type !== 'root') return { problem: 'This is no root role ("_type" is not "root")' }
  return { role: value }
}

export const rootRoleProblem = (text: string) => {
  const parsed = parseRootRole(text)
  return 'problem' in parsed ? parsed.problem : undefined
}

/**
 * Facts of a stored root role as the SDK hands it over: its keys camel-cased by the client
 * (`spec_version` as `specVersion`), so only names without underscores are read.
 */
export function rootFacts(role: Record<string, unknown>): RootFacts {
  const signed = isObject(role.signed) ? role.signed : {}
  return {
    version: typeof signed.version === 'number' ? signed.version : null,
    expires: typeof signed.expires === 'string' ? signed.expires : null,
    keys: isObject(signed.keys) ? Object.keys(signed.keys).length : 0,
  }
}
