import { describe, expect, it } from 'vitest'
import { closeConfirm, confirmAction, currentConfirm } from './confirm-action'

const ask = (title: string) => ({ title, content: title, run: async () => undefined, touches: [] })

describe('the one confirm modal', () => {
  it('closes the confirmation it was opened for', () => {
    const a = ask('Detach external IP')
    confirmAction(a)
    expect(currentConfirm()).toBe(a)
    closeConfirm(a)
    expect(currentConfirm()).toBeNull()
  })

  it('leaves a newer confirmation open when an older one finishes late', () => {
    // the first modal's action resolves after the user already asked to detach another IP
    const first = ask('Detach external IP')
    const second = ask('Detach external IP')
    confirmAction(first)
    confirmAction(second)
    closeConfirm(first)
    expect(currentConfirm()).toBe(second)
    closeConfirm(second)
    expect(currentConfirm()).toBeNull()
  })
})
