import { Api } from '@oxide/api'

/**
 * The one API client. No host: requests go to the console's own origin, where the platform
 * (or the dev/preview proxy, or the in-browser mock) answers. The session cookie rides along.
 */
export const api = new Api({ baseParams: { credentials: 'same-origin' } })

export type Methods = Api['methods']
/** An SDK operation name, e.g. `projectList`. Query keys and invalidation use it. */
export type Op = keyof Methods
