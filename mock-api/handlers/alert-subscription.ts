/**
 * Alert subscriptions as Nexus reads them: the mock's own copy of the rule, written from
 * omicron's source (ARCHITECTURE.md, "What the mock may share with the app"; the console's copy
 * is src/util/alert-subscription.ts, and alert-subscription.spec.ts holds the two together).
 * serde first holds the string to `AlertSubscription::PATTERN` (nexus/types/versions/src/
 * initial/alert.rs, `is_valid` in impls/alert.rs); a glob then becomes an anchored regex
 * (nexus/db-model/src/alert_subscription.rs `AlertGlob::regex_from_glob`): `*` is one segment
 * (`[^\.]+`), `**` any number of them (`.+`), any other segment itself, joined by `\.`.
 */
export const SUBSCRIPTION_PATTERN = '^([a-zA-Z0-9_]+|\\*|\\*\\*)(\\.([a-zA-Z0-9_]+|\\*|\\*\\*))*$'
const PATTERN = new RegExp(SUBSCRIPTION_PATTERN)

/** `AlertClass::Probe`: listed, never subscribed to (`AlertSubscriptionKind::new`). */
export const PROBE_CLASS = 'probe'

/** An exact class matches itself; a glob its regex. Null: no `AlertSubscription` at all. */
export function subscriptionMatcher(value: string): ((alertClass: string) => boolean) | null {
  if (!PATTERN.test(value)) return null
  if (!value.includes('*')) return (c) => c === value
  const SEGMENT: Record<string, string> = { '*': '[^\\.]+', '**': '.+' }
  const regex = new RegExp(
    `^${value
      .split('.')
      .map((s) => SEGMENT[s] ?? s)
      .join('\\.')}$`,
  )
  return (c) => regex.test(c)
}

/** The classes a subscription takes in, of those given. */
export function matchingClasses(value: string, classes: readonly string[]): string[] {
  const matches = subscriptionMatcher(value)
  return matches ? classes.filter(matches) : []
}

/** Whether any of a receiver's subscriptions takes in the class. */
export const subscribedTo = (subscriptions: readonly string[], alertClass: string) =>
  subscriptions.some((s) => subscriptionMatcher(s)?.(alertClass) ?? false)
