/**
 * Alert subscriptions as the API reads them: an exact alert class (`hardware.power_shelf.psu.
 * insert`) or a glob of dot-separated segments where `*` stands for one segment and `**` for any
 * number of them (`hardware.**`). The string must first match the API's pattern (serde's check,
 * omicron `AlertSubscription::PATTERN`); Nexus then turns a glob into a regex
 * (`AlertGlob::regex_from_glob`) and holds an exact one to its list of classes. The mock keeps
 * its own copy (mock-api/handlers/alert-subscription.ts), held to this one by its spec.
 */
export const SUBSCRIPTION_PATTERN = '^([a-zA-Z0-9_]+|\\*|\\*\\*)(\\.([a-zA-Z0-9_]+|\\*|\\*\\*))*$'
const PATTERN = new RegExp(SUBSCRIPTION_PATTERN)

/** The synthetic class of liveness probes: listed, but no subscription may name it. */
export const PROBE_CLASS = 'probe'

export type Subscription =
  | { ok: true; glob: boolean; matches: (alertClass: string) => boolean }
  | { ok: false }

export function parseSubscription(value: string): Subscription {
  if (!PATTERN.test(value)) return { ok: false }
  const glob = value.includes('*')
  if (!glob) return { ok: true, glob, matches: (c) => c === value }
  const regex = new RegExp(
    `^${value
      .split('.')
      .map((s) => (s === '**' ? '.+' : s === '*' ? '[^\\.]+' : s))
      .join('\\.')}$`,
  )
  return { ok: true, glob, matches: (c) => regex.test(c) }
}

/** The classes a subscription takes in, of those given (a glob may match none yet). */
export function matchingClasses(value: string, classes: readonly string[]): string[] {
  const parsed = parseSubscription(value)
  return parsed.ok ? classes.filter(parsed.matches) : []
}

/** Whether any of a receiver's subscriptions takes in the class (resends check this). */
export const subscribedTo = (subscriptions: readonly string[], alertClass: string) =>
  subscriptions.some((s) => {
    const parsed = parseSubscription(s)
    return parsed.ok && parsed.matches(alertClass)
  })

/**
 * The console's own words for a subscription the server would refuse, or undefined. `classes`
 * are the alert classes the API lists, which an exact subscription must name.
 */
export function subscriptionProblem(value: string, classes: readonly string[]) {
  const text = value.trim()
  if (!text) return 'Enter an alert class or a glob'
  const parsed = parseSubscription(text)
  if (!parsed.ok)
    return 'Use dot-separated segments of letters, digits and _, each or * (one segment) or ** (any number)'
  if (text === PROBE_CLASS) return 'Probes are sent with Send probe and cannot be subscribed to'
  if (!parsed.glob && !classes.includes(text)) return `No alert class is named ${text}`
  return undefined
}
