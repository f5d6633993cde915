import { describe, expect, it } from 'vitest'
import * as app from '../src/util/alert-subscription'
import { ALERT_CLASSES, REFUSED_SUBSCRIPTIONS } from './data/alerts'
import * as mock from './handlers/alert-subscription'

/**
 * The mock's copy of the alert subscription rule (handlers/alert-subscription.ts) against
 * omicron's own cases (nexus/db-model/src/alert_subscription.rs tests: `foo.*.bar` is
 * `^foo\.[^\.]+\.bar$`, `foo.**` is `^foo\..+$`, `foo..bar`, `foo.***`, `foo*` are refused), and
 * against the console's copy (src/util/alert-subscription.ts): ARCHITECTURE.md's policy keeps
 * two copies, and this test holds them to each other.
 */

const CLASSES = [
  ...ALERT_CLASSES.map((c) => c.name),
  'foo.bar',
  'foo.x.bar',
  'foo.x.y.bar',
  'foo_bar.baz',
]

const VALUES = [
  'foo.*.bar',
  'foo.*',
  '*.foo',
  'foo.**.bar',
  'foo.**',
  'foo.bar',
  'foo_bar.baz',
  '**',
  '*',
  'hardware.**',
  'test.*.bar',
  ...REFUSED_SUBSCRIPTIONS,
  'foo bar',
]

describe('alert subscriptions (the mock’s copy)', () => {
  it('matches as omicron’s glob regexes do', () => {
    const m = (v: string) => mock.matchingClasses(v, CLASSES)
    expect(m('foo.*.bar')).toEqual(['foo.x.bar'])
    expect(m('foo.**.bar')).toEqual(['foo.x.bar', 'foo.x.y.bar'])
    expect(m('foo.**')).toEqual(['foo.bar', 'foo.x.bar', 'foo.x.y.bar'])
    expect(m('foo_bar.baz')).toEqual(['foo_bar.baz'])
    for (const bad of REFUSED_SUBSCRIPTIONS) expect(mock.subscriptionMatcher(bad)).toBeNull()
  })

  it.each(VALUES)('agrees with the console’s copy on %j', (value) => {
    expect(mock.SUBSCRIPTION_PATTERN).toBe(app.SUBSCRIPTION_PATTERN)
    expect(mock.subscriptionMatcher(value) !== null).toBe(app.parseSubscription(value).ok)
    expect(mock.matchingClasses(value, CLASSES)).toEqual(app.matchingClasses(value, CLASSES))
  })
})
