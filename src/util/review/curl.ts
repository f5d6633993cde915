import { shellQuote } from '../shell'
import { type WireRequest, wireUrl } from './wire'

const json = (body: unknown) => JSON.stringify(body, null, 2)

/**
 * The request as a curl command: the same method, path, query, headers and body the console
 * sends, against `$OXIDE_HOST` with the token in `$OXIDE_TOKEN` (the variables the `oxide` CLI
 * reads too). Every user-supplied string is inside single quotes.
 */
export function toCurl(request: WireRequest, apiVersion: string): string {
  const parts = [
    `curl -X ${request.method} "$OXIDE_HOST"${shellQuote(wireUrl(request))}`,
    `-H "Authorization: Bearer $OXIDE_TOKEN"`,
    `-H ${shellQuote(`api-version: ${apiVersion}`)}`,
  ]
  if (request.body !== undefined)
    parts.push(`-H 'Content-Type: application/json'`, `--data ${shellQuote(json(request.body))}`)
  return parts.join(' \\\n  ')
}

/** Several requests run in order, each its own command. */
export const toCurlScript = (requests: WireRequest[], apiVersion: string) =>
  requests.map((r) => toCurl(r, apiVersion)).join('\n\n')
