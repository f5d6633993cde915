import '~/index.css'
import { getResponse } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import { queryClient } from '~/api/query'
import { configureMock, DEFAULT_CONFIG } from '../../mock-api/config'
import { resetDb } from '../../mock-api/db'
import { allHandlers } from '../../mock-api/handlers'

/**
 * Component tests render against the mock API, called in the page without a service worker:
 * `fetch` of an API path is answered by the mock's handlers (`getResponse`) as the browser
 * mock answers it, from a fresh seed per test and without delay; anything else (the test
 * runner's own modules) goes to the network as usual.
 */
const API = /^\/(v1|experimental|login|device)\b/
const realFetch = globalThis.fetch.bind(globalThis)

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init)
  if (!API.test(new URL(request.url).pathname)) return realFetch(input, init)
  const response = await getResponse(allHandlers, request)
  return response ?? new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 })
}

beforeEach(() => {
  configureMock({ ...DEFAULT_CONFIG, delay: 0 })
  resetDb()
})
afterEach(() => queryClient.clear())
