import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { requestViolations, setRequestCheck } from './openapi/request-check'
import { requestBodyViolations } from './openapi/schema'
import { api } from './test-api'

/** With the check set, the kit records each JSON body off its operation's request schema. */
beforeEach(() => {
  configureMock({ delay: 0, chaos: 0 })
  resetDb()
  setRequestCheck(requestBodyViolations)
})
afterAll(() => setRequestCheck(null))

describe('the request body check', () => {
  it('records nothing for bodies in the server’s shape, nor for bodiless calls', async () => {
    await api('POST', '/v1/projects', { body: { name: 'shop', description: '' } })
    await api('PUT', '/v1/projects/shop', { body: { description: 'the shop' } })
    await api('GET', '/v1/projects')
    await api('DELETE', '/v1/projects/shop')
    expect(requestViolations()).toEqual([])
  })

  it('records a body off the schema, with what is wrong and where', async () => {
    await api('POST', '/v1/projects', { body: { name: 'Shop Front', description: '' } })
    await api('POST', '/v1/projects', { body: { name: 'shop', description: '', colour: 'red' } })
    await api('POST', '/v1/projects', { body: { name: 'shop2' } })
    expect(requestViolations().map((r) => [r.op, r.violations[0]?.at])).toEqual([
      ['projectCreate', '$.name'],
      ['projectCreate', '$'],
      ['projectCreate', '$'],
    ])
    expect(requestViolations()[1]?.violations[0]?.message).toMatch(/colour/)
  })

  it('is off until it is set', async () => {
    setRequestCheck(null)
    await api('POST', '/v1/projects', { body: { name: 'Shop Front', description: '' } })
    expect(requestViolations()).toEqual([])
  })
})
