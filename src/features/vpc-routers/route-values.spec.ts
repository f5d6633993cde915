import type { RouterRoute } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { createBody, NEW_ROUTE, valuesOf } from './route-values'

describe('a route form’s body', () => {
  it('sends each end as its kind and value, addresses trimmed', () => {
    expect(
      createBody({
        ...NEW_ROUTE,
        name: 'r',
        destType: 'ip_net',
        destValue: ' 10.0.0.0/8 ',
        targetType: 'ip',
        targetValue: '10.1.0.1 ',
      }),
    ).toEqual({
      name: 'r',
      description: '',
      destination: { type: 'ip_net', value: '10.0.0.0/8' },
      target: { type: 'ip', value: '10.1.0.1' },
    })
  })

  it('sends a drop target without a value, whatever was typed before', () => {
    const body = createBody({
      ...NEW_ROUTE,
      destType: 'subnet',
      destValue: 'edge',
      targetType: 'drop',
      targetValue: 'x',
    })
    expect(body.target).toEqual({ type: 'drop' })
    expect(body.destination).toEqual({ type: 'subnet', value: 'edge' })
  })

  it('reads a route back into the values it was made from', () => {
    const route = {
      name: 'default-v4',
      description: 'd',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'drop' },
    } as RouterRoute
    const values = valuesOf(route)
    expect(values).toMatchObject({ targetType: 'drop', targetValue: '', destValue: '0.0.0.0/0' })
    expect(createBody(values)).toMatchObject({
      destination: route.destination,
      target: route.target,
    })
  })
})
