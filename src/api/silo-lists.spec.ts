import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { Unavailable } from './query'
import { needsSiloRole, siloListItems, siloRoleReason } from './silo-lists'

describe('a silo-wide list refused to a user without a silo role (rows R1-R3)', () => {
  const error = (op: string, status: number) =>
    new ApiError({ message: 'Action not authorized', status, op })

  it('is a 403 from the projects, silo images or IP pools list', () => {
    expect(needsSiloRole(error('projectList', 403))).toBe(true)
    expect(needsSiloRole(error('imageList', 403))).toBe(true)
    expect(needsSiloRole(error('ipPoolList', 403))).toBe(true)
  })

  it('is not another status, another operation or anything else thrown', () => {
    expect(needsSiloRole(error('projectList', 404))).toBe(false)
    expect(needsSiloRole(error('projectList', 500))).toBe(false)
    expect(needsSiloRole(error('instanceList', 403))).toBe(false)
    expect(needsSiloRole(error('toString', 403))).toBe(false)
    expect(needsSiloRole(new Error('Action not authorized'))).toBe(false)
    expect(needsSiloRole(undefined)).toBe(false)
  })

  it('says what needs the role, in a sentence', () => {
    expect(siloRoleReason('projectList')).toBe(
      'Listing the silo’s projects requires a role on the silo.',
    )
    expect(siloRoleReason('ipPoolList')).toBe(
      'Listing the silo’s IP pools requires a role on the silo.',
    )
  })
})

describe('siloListItems', () => {
  it('offers the items of a list that answered', () => {
    expect(siloListItems({ items: ['a', 'b'] }, 'imageList')).toEqual({
      items: ['a', 'b'],
      refused: undefined,
    })
    expect(siloListItems(undefined, 'imageList')).toEqual({ items: [], refused: undefined })
  })

  it('offers none, with the reason, where a silo role is needed (rows R2, R3)', () => {
    const refused = new Unavailable(403, 'Action not authorized')
    expect(siloListItems(refused, 'ipPoolList')).toEqual({
      items: [],
      refused: 'Listing the silo’s IP pools requires a role on the silo.',
    })
  })
})
