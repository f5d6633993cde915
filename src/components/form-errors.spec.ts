import type { FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { formProblems } from './form-errors'

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
})
