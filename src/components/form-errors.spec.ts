import { describe, expect, it } from 'vitest'
import { formProblems } from './form-errors'

describe('formProblems', () => {
  it("lists a field array's errors by their path, after the top-level ones", () => {
    const errors = {
      name: { type: 'required', message: 'Name is required' },
      blocks: [undefined, { first: { type: 'validate', message: 'Not a valid IP address' } }],
    }
    expect(formProblems(errors as never, new Error('Server said no'))).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'blocks.1.first', message: 'Not a valid IP address' },
      { message: 'Server said no' },
    ])
  })
})
