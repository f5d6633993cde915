import type { Instance } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { instanceUpdateBody } from './instance-update'

const GiB = 1024 ** 3

describe('instanceUpdateBody', () => {
  it('sends every Nullable key, null when unset: the API refuses a body without them', () => {
    // as the API leaves them out of an instance that has none
    const instance = { ncpus: 2, memory: 4 * GiB, enableJumboFrames: false } as Instance
    const body = instanceUpdateBody(instance, { ncpus: 4 })
    expect(body).toEqual({
      ncpus: 4,
      memory: 4 * GiB,
      bootDisk: null,
      autoRestartPolicy: null,
      cpuPlatform: null,
      enableJumboFrames: false,
    })
    // JSON keeps nulls, so the keys reach the API (real-api-behaviour.md row 26)
    expect(Object.keys(JSON.parse(JSON.stringify(body)))).toEqual(
      expect.arrayContaining(['bootDisk', 'autoRestartPolicy', 'cpuPlatform']),
    )
  })

  it('keeps the instance’s settings beside the change', () => {
    const instance = {
      ncpus: 2,
      memory: 4 * GiB,
      bootDiskId: 'd1',
      autoRestartPolicy: 'never',
      cpuPlatform: 'amd_milan',
      enableJumboFrames: true,
    } as Instance
    expect(instanceUpdateBody(instance, { memory: 8 * GiB })).toMatchObject({
      bootDisk: 'd1',
      autoRestartPolicy: 'never',
      cpuPlatform: 'amd_milan',
      memory: 8 * GiB,
    })
  })
})
