import { describe, expect, it } from 'vitest'
// every class of the server's enum, test ones too, as the mock holds them
import { REFUSED_SUBSCRIPTIONS } from '../../mock-api/data/alerts'
import { ALL_CLASSES } from '../../mock-api/handlers/alert-rules'
import { matchingClasses, parseSubscription, subscribedTo } from './alert-subscription'

describe('parseSubscription', () => {
  it('refuses what the API pattern refuses (omicron test_invalid_subscription_parsing)', () => {
    for (const bad of [...REFUSED_SUBSCRIPTIONS, 'foo bar.baz', ' ', ' .*'])
      expect(parseSubscription(bad).ok, JSON.stringify(bad)).toBe(false)
  })
  it('takes exact classes and globs', () => {
    expect(parseSubscription('test.foo')).toMatchObject({ ok: true, glob: false })
    for (const glob of ['foo.*.bar', 'foo.*', '*.foo', 'foo.**.bar', 'foo.**', 'foo_bar.*.baz'])
      expect(parseSubscription(glob)).toMatchObject({ ok: true, glob: true })
  })
})

describe('matching', () => {
  it('* is one segment, ** any number (omicron test_alert_class_list)', () => {
    expect(matchingClasses('test.**', ALL_CLASSES)).toEqual([
      'test.foo',
      'test.foo.bar',
      'test.foo.baz',
      'test.quux.bar',
      'test.quux.bar.baz',
    ])
    expect(matchingClasses('test.*', ALL_CLASSES)).toEqual(['test.foo'])
    expect(matchingClasses('test.*.bar', ALL_CLASSES)).toEqual(['test.foo.bar', 'test.quux.bar'])
    expect(matchingClasses('hardware.power_shelf.psu.insert', ALL_CLASSES)).toEqual([
      'hardware.power_shelf.psu.insert',
    ])
    expect(matchingClasses('nothing.**', ALL_CLASSES)).toEqual([])
  })
  it('tells whether a receiver takes in a class', () => {
    expect(subscribedTo(['hardware.*.psu.*'], 'hardware.power_shelf.psu.remove')).toBe(true)
    expect(
      subscribedTo(['hardware.power_shelf.psu.insert'], 'hardware.power_shelf.psu.remove'),
    ).toBe(false)
  })
})
