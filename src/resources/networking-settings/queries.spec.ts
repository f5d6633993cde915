import { describe, expect, it } from 'vitest'
import { Unavailable } from '~/api/query'
import { JUMBO_FRAMES_OFF, jumboFramesDenied } from './queries'

describe('jumboFramesDenied', () => {
  it('follows the fleet opt-in, and blocks no one who may not read it', () => {
    expect(jumboFramesDenied({ externalJumboFramesOptInEnabled: false })).toBe(JUMBO_FRAMES_OFF)
    expect(jumboFramesDenied({ externalJumboFramesOptInEnabled: true })).toBeUndefined()
    expect(jumboFramesDenied(new Unavailable(403, 'Action not authorized'))).toBeUndefined()
  })
})
