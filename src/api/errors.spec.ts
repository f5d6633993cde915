import type { ErrorResult } from '@oxide/api'
import { describe, expect, it } from 'vitest'
import { errorBodyMessage, isBadPageToken, isMalformedName, toApiError } from './errors'

const body = (message: string, errorCode?: string) => ({ message, errorCode, requestId: 'r1' })
const silence = () => {
  const error = console.error
  console.error = () => {}
  return () => {
    console.error = error
  }
}

/** Spec section 8, row by row. */
describe('error catalogue', () => {
  it('Forbidden: Action not authorized', () => {
    expect(errorBodyMessage('projectDelete', 403, body('Forbidden', 'Forbidden'))).toBe(
      'Action not authorized',
    )
    // the status alone is enough
    expect(errorBodyMessage('projectView', 403, body('nope'))).toBe('Action not authorized')
  })

  it('ObjectNotFound: the server message, first letter capitalised', () => {
    expect(
      errorBodyMessage(
        'projectView',
        404,
        body('not found: project with name "x"', 'ObjectNotFound'),
      ),
    ).toBe('Not found: project with name "x"')
  })

  it('ObjectAlreadyExists: the thing from the message', () => {
    expect(
      errorBodyMessage(
        'projectCreate',
        409,
        body('already exists: project "web"', 'ObjectAlreadyExists'),
      ),
    ).toBe('Project name already exists')
    expect(
      errorBodyMessage(
        'instanceCreate',
        400,
        body('already exists: vpc subnet "default"', 'ObjectAlreadyExists'),
      ),
    ).toBe('Subnet name already exists')
  })

  it('ObjectAlreadyExists: readable names for the API’s resource types (issue 10)', () => {
    const exists = (type: string) =>
      errorBodyMessage('x', 400, body(`already exists: ${type} "a"`, 'ObjectAlreadyExists'))
    expect(exists('instance-network-interface')).toBe('Network interface name already exists')
    expect(exists('anti-affinity-group')).toBe('Anti-affinity group name already exists')
    expect(exists('floating-ip')).toBe('Floating IP name already exists')
    expect(exists('ssh-key')).toBe('SSH key name already exists')
    expect(exists('vpc')).toBe('VPC name already exists')
    expect(exists('ip_pool')).toBe('IP pool name already exists')
    expect(exists('certificate')).toBe('Certificate name already exists')
  })

  it('ObjectAlreadyExists is known by its code whatever the status (the server sends 400)', () => {
    for (const status of [400, 409])
      expect(
        errorBodyMessage(
          'projectCreate',
          status,
          body('already exists: project "w"', 'ObjectAlreadyExists'),
        ),
      ).toBe('Project name already exists')
  })

  it('ObjectAlreadyExists: the thing from the operation when the message has none', () => {
    expect(errorBodyMessage('projectCreate', 409, body('conflict', 'ObjectAlreadyExists'))).toBe(
      'Project name already exists',
    )
    expect(errorBodyMessage('vpcSubnetUpdate', 409, body('', 'ObjectAlreadyExists'))).toBe(
      'Subnet name already exists',
    )
    expect(errorBodyMessage('affinityGroupCreate', 409, body('', 'ObjectAlreadyExists'))).toBe(
      'Affinity group name already exists',
    )
  })

  it('JSON body parse error: line and column removed, capitalised', () => {
    expect(
      errorBodyMessage(
        'projectCreate',
        400,
        body(
          'unable to parse JSON body: name must begin with an ASCII lowercase character at line 1 column 31',
        ),
      ),
    ).toBe('Unable to parse JSON body: name must begin with an ASCII lowercase character')
  })

  it('any other error: the server message capitalised, or Unknown server error', () => {
    expect(
      errorBodyMessage('instanceStart', 400, body('instance is not stopped', 'InvalidRequest')),
    ).toBe('Instance is not stopped')
    expect(errorBodyMessage('instanceStart', 500, body(''))).toBe('Unknown server error')
    expect(errorBodyMessage('instanceStart', 500, {})).toBe('Unknown server error')
  })

  it('a response that cannot be read: Error reading API response', () => {
    const restore = silence()
    const result: ErrorResult = {
      type: 'client_error',
      response: new Response('<html>', { status: 502 }),
      error: new SyntaxError('Unexpected token <'),
      text: '<html>',
    }
    const error = toApiError('projectList', result)
    restore()
    expect(error.message).toBe('Error reading API response')
    expect(error.status).toBe(502)
  })

  it('keeps status, code and request id for support', () => {
    const restore = silence()
    const error = toApiError('projectView', {
      type: 'error',
      response: new Response(null, { status: 404 }),
      data: body('not found: project with name "x"', 'ObjectNotFound'),
    })
    restore()
    expect(error).toMatchObject({
      status: 404,
      errorCode: 'ObjectNotFound',
      requestId: 'r1',
      op: 'projectView',
    })
  })
})

describe('a malformed name in the URL', () => {
  const error = (status: number, message: string, errorCode?: string) =>
    toApiError('projectView', {
      type: 'error',
      response: new Response(null, { status }),
      data: body(message, errorCode),
    } as ErrorResult)

  it('is told from other 400s, so the error page can say the page was not found', () => {
    const restore = silence()
    const untagged = 'data did not match any variant of untagged enum NameOrId'
    expect(isMalformedName(error(400, `bad parameter in URL path: ${untagged}`))).toBe(true)
    expect(isMalformedName(error(400, `unable to parse query string: ${untagged}`))).toBe(true)
    // an id that is no UUID, where the path takes only ids (a sled, a support bundle)
    const uuid = 'UUID parsing failed: invalid character: found `n` at 1'
    expect(isMalformedName(error(400, `bad parameter in URL path: ${uuid}`))).toBe(true)
    expect(isMalformedName(error(400, 'unable to parse JSON body: name: bad'))).toBe(false)
    expect(isMalformedName(error(400, `bad parameter in URL path: ${untagged}`, 'Foo'))).toBe(false)
    expect(isMalformedName(new Error('bad parameter in URL path: NameOrId'))).toBe(false)
    restore()
  })
})

describe('a page token the API cannot read', () => {
  it('is told from other 400s, so the list can start again from its first page', () => {
    const restore = silence()
    const error = (message: string, errorCode?: string) =>
      toApiError('projectList', {
        type: 'error',
        response: new Response(null, { status: 400 }),
        data: body(message, errorCode),
      } as ErrorResult)
    const bad = 'unable to parse query string: failed to parse pagination token: corrupted token'
    expect(isBadPageToken(error(bad))).toBe(true)
    expect(
      isBadPageToken(error('unable to parse query string: invalid digit found in string')),
    ).toBe(false)
    expect(isBadPageToken(error(bad, 'InvalidRequest'))).toBe(false)
    restore()
  })
})
