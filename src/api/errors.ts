import type { ErrorBody, ErrorResult } from '@oxide/api'

/**
 * Spec section 8, the error catalogue, in one place. Every failed call becomes an ApiError whose
 * `message` is the text the user sees; details go to the browser console for support.
 */
export class ApiError extends Error {
  readonly status: number
  readonly errorCode: string | undefined
  readonly requestId: string | undefined
  readonly op: string

  constructor(args: {
    message: string
    status: number
    op: string
    errorCode?: string | null
    requestId?: string
  }) {
    super(args.message)
    this.name = 'ApiError'
    this.status = args.status
    this.op = args.op
    this.errorCode = args.errorCode ?? undefined
    this.requestId = args.requestId
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

export const FORBIDDEN_MESSAGE = 'Action not authorized'
export const UNKNOWN_MESSAGE = 'Unknown server error'
export const UNREADABLE_MESSAGE = 'Error reading API response'
export const INVALID_DEVICE_CODE = 'Code is invalid'

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * What a person calls each resource type the API names in its messages (`already exists:
 * instance-network-interface "nic0"`). A type not listed reads as its words: `ip-pool-range`
 * -> 'Ip pool range'.
 */
export const RESOURCE_NAMES: Record<string, string> = {
  'instance-network-interface': 'Network interface',
  'network-interface': 'Network interface',
  'anti-affinity-group': 'Anti-affinity group',
  'affinity-group': 'Affinity group',
  'anti-affinity-group-member': 'Anti-affinity group member',
  'affinity-group-member': 'Affinity group member',
  'vpc-subnet': 'Subnet',
  'vpc-router': 'Router',
  'router-route': 'Route',
  'vpc-router-route': 'Route',
  'vpc-firewall-rule': 'Firewall rule',
  'internet-gateway': 'Internet gateway',
  'internet-gateway-ip-pool': 'Internet gateway IP pool',
  'internet-gateway-ip-address': 'Internet gateway IP address',
  'floating-ip': 'Floating IP',
  'ssh-key': 'SSH key',
  'current-user-ssh-key': 'SSH key',
  'project-image': 'Image',
  'silo-image': 'Image',
  'ip-pool': 'IP pool',
  'subnet-pool': 'Subnet pool',
  'external-subnet': 'External subnet',
  'silo-user': 'User',
  'silo-group': 'Group',
  'saml-identity-provider': 'Identity provider',
  'identity-provider': 'Identity provider',
  'local-idp-user': 'User',
  'switch-port-settings': 'Switch port settings',
  'address-lot': 'Address lot',
  'bgp-config': 'BGP configuration',
  'bgp-announce-set': 'BGP announce set',
  'loopback-address': 'Loopback address',
  'alert-receiver': 'Webhook',
  'webhook-receiver': 'Webhook',
  'webhook-secret': 'Webhook secret',
  'support-bundle': 'Support bundle',
  'multicast-group': 'Multicast group',
  vpc: 'VPC',
}

/** `instance-network-interface`, `vpc subnet` or `ip_pool` -> its display name. */
export function resourceName(type: string): string {
  const key = type
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
  return RESOURCE_NAMES[key] ?? capitalize(key.replace(/-/g, ' '))
}

/** `projectCreate` -> `project`, `vpcSubnetUpdate` -> `vpc subnet` */
function thingFromOp(op: string): string {
  const base = op.replace(/(Create|Update|Add|Link|Set[A-Z]\w*)$/, '')
  return base.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

/** Omicron says `already exists: project "web"`; the thing is the words before the quote. */
function thingFromMessage(message: string): string | undefined {
  return /already exists: ([a-z][a-z_ -]*?) ?["']/i.exec(message)?.[1]
}

const JSON_PARSE_PREFIX = /^unable to parse JSON body/i
const LINE_COLUMN = /,? at line \d+,? column \d+\s*$/

/** The message a user sees for an API error body (status >= 400 with a parsed body). */
export function errorBodyMessage(op: string, status: number, body: Partial<ErrorBody>) {
  const message = typeof body?.message === 'string' ? body.message : ''
  const code = body && 'errorCode' in body ? body.errorCode : undefined
  if (status === 403 || code === 'Forbidden') return FORBIDDEN_MESSAGE
  if (code === 'ObjectAlreadyExists') {
    const thing = thingFromMessage(message) ?? thingFromOp(op)
    return `${resourceName(thing)} name already exists`
  }
  if (code === 'ObjectNotFound' && message) return capitalize(message)
  if (JSON_PARSE_PREFIX.test(message)) return capitalize(message.replace(LINE_COLUMN, ''))
  return message ? capitalize(message) : UNKNOWN_MESSAGE
}

/** Turn an SDK error result into the ApiError the console throws, and log the details. */
export function toApiError(op: string, result: ErrorResult): ApiError {
  const status = result.response.status
  if (result.type === 'client_error') {
    console.error(`${op}: could not read the API response (${status})`, result.error, result.text)
    return new ApiError({ message: UNREADABLE_MESSAGE, status, op })
  }
  const body = result.data ?? {}
  console.error(`${op} failed (${status})`, body)
  return new ApiError({
    message: errorBodyMessage(op, status, body),
    status,
    op,
    errorCode: body.errorCode,
    requestId: body.requestId,
  })
}

/** A 400 with no error code, as dropshot answers a request it could not read, saying `text`. */
const unreadable = (e: unknown, text: RegExp) =>
  isApiError(e) && e.status === 400 && !e.errorCode && text.test(e.message)

/**
 * A URL naming something with a name no resource can have (`/projects/Foo`), or an id that is
 * no UUID where only ids are taken (`/system/inventory/sleds/x`): the API refuses
 * the path or query parameter before any lookup (real-api-behaviour.md row 19). For a page that
 * is the same as naming nothing: not found.
 */
export const isMalformedName = (e: unknown) =>
  unreadable(
    e,
    /^(bad parameter in URL path|unable to parse query string):.*(untagged enum NameOrId|UUID parsing failed)/i,
  )

/**
 * A list's page token the API cannot read, e.g. from an old bookmark (real-api-behaviour.md
 * row 20). The list can still be shown from its first page.
 */
export const isBadPageToken = (e: unknown) => unreadable(e, /failed to parse pagination token/i)

/** The user-facing message for anything thrown. */
export function errorMessage(e: unknown): string {
  if (isApiError(e)) return e.message
  if (e instanceof Error && e.message) return e.message
  return UNKNOWN_MESSAGE
}
