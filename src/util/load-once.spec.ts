import { expect, it } from 'vitest'
import { loadOnce } from './load-once'

it('loads once, and the settled promise carries its value where React’s use reads it', async () => {
  let calls = 0
  const load = loadOnce(async () => {
    calls++
    return 'module'
  })
  const first = load()
  expect(load()).toBe(first)
  expect(first).not.toHaveProperty('status')
  await first
  expect(first).toMatchObject({ status: 'fulfilled', value: 'module' })
  expect(calls).toBe(1)
})
