import { expect, test } from 'vitest'
import { choices } from './choices'

test('choices keep their order and give a description only where one is written', () => {
  expect(choices({ deny: 'Deny', allow: ['Allow', 'Let it through'] })).toEqual([
    { value: 'deny', label: 'Deny' },
    { value: 'allow', label: 'Allow', description: 'Let it through' },
  ])
})
