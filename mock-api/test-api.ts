import { getResponse } from 'msw'
import { expect } from 'vitest'
import { configureMock } from './config'
import { resetDb } from './db'
import { allHandlers } from './handlers'
import { type CheckedAnswer, checkAnswer } from './openapi/check'
import { KNOWN_DEVIATIONS } from './openapi/deviations'

/**
 * Calls the mock through its HTTP surface, exactly as the console does, for the unit tests of
 * mock-api/*.spec.ts. `as` picks the session's user; no `as` is the default user (Grace).
 */
/** The demo seed afresh, answering at once, transitions settled at once: most specs' start. */
export function freshDemo() {
  configureMock({ delay: 0, chaos: 0, transitionMs: 0, seed: 'demo' })
  resetDb()
}

const origin = 'http://mock.test'

export const users = {
  grace: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000001',
  alan: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000002',
  katherine: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000004',
  barbara: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000005',
  edsger: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000006',
  radia: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000007',
  /** The admin of `partner-labs`, the other silo. */
  ivan: 'b2a4f1c0-7e0d-4c1b-8f2a-000000000101',
}

export async function api(
  method: string,
  path: string,
  opts: {
    body?: unknown
    as?: keyof typeof users
    /** Sent as `application/x-www-form-urlencoded`, as the device flow's client sends. */
    form?: Record<string, string>
    /** Bytes sent as they are (`application/octet-stream`), as an upload's body. */
    raw?: Uint8Array
    /** A JSON body's text sent as it is (malformed, repeated keys), which `body` cannot send. */
    text?: string
    /** `Authorization: Bearer <bearer>`. */
    bearer?: string
    /** The session cookie's value as it is (a session token, `signed-out`). */
    cookie?: string
  } = {},
) {
  const form = opts.form && new URLSearchParams(opts.form).toString()
  const headers = new Headers({
    'content-type':
      form !== undefined
        ? 'application/x-www-form-urlencoded'
        : opts.raw
          ? 'application/octet-stream'
          : 'application/json',
  })
  if (opts.as) headers.set('cookie', `session=${users[opts.as]}`)
  if (opts.cookie) headers.set('cookie', `session=${opts.cookie}`)
  if (opts.bearer) headers.set('authorization', `Bearer ${opts.bearer}`)
  const request = new Request(origin + path, {
    method,
    headers,
    body:
      (opts.raw as BodyInit | undefined) ??
      form ??
      opts.text ??
      (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  })
  const response = await getResponse(allHandlers, request, { baseUrl: origin })
  if (!response) throw new Error(`no handler for ${method} ${path}`)
  // no answer (errors.ts `serverCrash`): status 0, as a network error shows to a client
  if (response.type === 'error') return { status: 0, body: null, headers: response.headers }
  const text = await response.text()
  // parsed JSON, as projects.spec.ts reads it: each test asserts the shape it expects
  const body = text ? JSON.parse(text) : null
  // every answer a mock spec receives is held to the server's schema (issue 28)
  const checked = checkAnswer(method, path, response.status, body)
  answers.push(checked)
  if (checked.violations.length && !KNOWN_DEVIATIONS[checked.operation ?? ''])
    throw new Error(
      `the mock's ${response.status} to ${method} ${path} (${checked.operation}) is off the ` +
        `server's schema: ${JSON.stringify(checked.violations.slice(0, 5))}`,
    )
  return { status: response.status, body, headers: response.headers }
}

/**
 * dropshot's answer to a request it could not read (a path, a query, a body): a 400 with its
 * message and, unlike the handlers' errors, no `error_code`.
 */
export function expectUnreadable(res: Awaited<ReturnType<typeof api>>, message: string) {
  expect(res).toMatchObject({ status: 400, body: { message } })
  expect(res.body.error_code).toBeUndefined()
}

const answers: CheckedAnswer[] = []

/** The answers this file's tests received, each with what the server's schema finds wrong. */
export const checkedAnswers = (): readonly CheckedAnswer[] => answers

/** The names of a list answer's items. */
export const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)

/** A switch port link as a settings create takes it: 100G, RS FEC, no LLDP. */
export const PHY0_LINK = {
  link_name: 'phy0',
  mtu: 1500,
  speed: 'speed100_g',
  fec: 'rs',
  autoneg: false,
  lldp: { enabled: false },
}

/** A disk create's body: a distributed disk made from a snapshot, as large as it. */
export const diskFromSnapshot = (name: string, snapshot: { id: string; size: number }) => ({
  name,
  description: '',
  size: snapshot.size,
  disk_backend: {
    type: 'distributed',
    disk_source: { type: 'snapshot', snapshot_id: snapshot.id },
  },
})
