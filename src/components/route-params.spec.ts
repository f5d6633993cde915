import { describe, expect, it } from 'vitest'
import { routeParams } from './route-params'

describe('routeParams', () => {
  it('returns the named params, typed', () => {
    const p = routeParams({ project: 'web', instance: 'db-1', extra: 'x' }, 'project', 'instance')
    expect(p).toEqual({ project: 'web', instance: 'db-1' })
  })

  it('throws a 404 response when one is missing or empty', () => {
    for (const params of [{ project: 'web' }, { project: 'web', instance: '' }]) {
      let thrown: unknown
      try {
        routeParams(params, 'project', 'instance')
      } catch (e) {
        thrown = e
      }
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })
})
