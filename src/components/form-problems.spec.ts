import type { FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/errors'
import { formProblems } from './form-problems'

describe('formProblems', () => {
  it('lists top-level and field-array errors, then the server’s', () => {
    type Values = { name: string; announcements: { network: string }[] }
    const errors: FieldErrors<Values> = {
      name: { type: 'validate', message: 'Name is required' },
      announcements: [
        undefined,
        { network: { type: 'validate', message: 'Items must be unique' } },
      ],
    }
    expect(formProblems(errors, new Error('boom'))).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'announcements.1.network', message: 'Items must be unique' },
      { message: 'boom' },
    ])
  })

  it('links a quota refusal (507) to the silo’s utilization, and nothing else', () => {
    const quota = new ApiError({
      message: 'Insufficient capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request.',
      status: 507,
      op: 'instanceCreate',
      errorCode: 'InsufficientCapacity',
    })
    expect(formProblems({}, quota)).toEqual([
      {
        message: quota.message,
        more: { to: '/utilization', label: 'See the silo’s quotas and usage' },
      },
    ])
    const other = new ApiError({ message: 'no', status: 500, op: 'instanceCreate' })
    expect(formProblems({}, other)).toEqual([{ message: 'no' }])
  })
})
