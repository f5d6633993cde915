import { describe, expect, it } from 'vitest'
import { amountText } from '~/util/amount'
import { QUOTA_UNIT, quotaMax } from '~/util/quotas'
import { numberProblem } from './number-rule'

describe('numberProblem', () => {
  const size = { label: 'Size', min: 1, max: 1023, unit: 'GiB', required: true }

  it('says a bound with its unit', () => {
    expect(numberProblem(1024, size)).toBe('Size can be at most 1023 GiB')
    expect(numberProblem(0, size)).toBe('Size must be at least 1 GiB')
    expect(numberProblem(300, { label: 'CPUs', min: 1, max: 254, unit: 'vCPU' })).toBe(
      'CPUs can be at most 254 vCPUs',
    )
    expect(numberProblem(0, { label: 'CPUs', min: 1, max: 254, unit: 'vCPU' })).toBe(
      'CPUs must be at least 1 vCPU',
    )
  })

  it('refuses a nonsense quota (99,999,999,999 CPUs)', () => {
    const cpus = { label: 'CPUs', min: 0, max: quotaMax('cpus'), unit: QUOTA_UNIT.cpus }
    expect(numberProblem(99_999_999_999, cpus)).toBe('CPUs can be at most 1,000,000 vCPUs')
    expect(numberProblem(4096, cpus)).toBeUndefined()
  })

  it('says a bound bare when the field has no unit', () => {
    expect(numberProblem(70000, { label: 'Priority', min: 0, max: 65535 })).toBe(
      'Priority can be at most 65,535',
    )
  })

  it('refuses what is empty, no number or not whole, and takes a number within bounds', () => {
    expect(numberProblem(null, size)).toBe('Size is required')
    expect(numberProblem('', { label: 'Size' })).toBeUndefined()
    expect(numberProblem('1e3', size)).toBe('Size must be a number')
    expect(numberProblem(1.5, size)).toBe('Size must be a whole number')
    expect(numberProblem(1023, size)).toBeUndefined()
  })
})

describe('amountText', () => {
  it('counts counted units and leaves measures as they are', () => {
    expect(amountText(1, 'packets')).toBe('1 packet')
    expect(amountText(255, 'packets')).toBe('255 packets')
    expect(amountText(9216, 'bytes')).toBe('9216 bytes')
    expect(amountText(1, 'GiB')).toBe('1 GiB')
    expect(amountText(7)).toBe('7')
    expect(amountText(8_388_607, 'GiB')).toBe('8,388,607 GiB')
  })
})
