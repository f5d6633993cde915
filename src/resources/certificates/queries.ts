import type { Touches } from '~/api/change'
import { listQ, type PageParams, q } from '~/api/query'

/**
 * The signed-in user's silo's certificates (system/certificates). The API scopes them to the
 * caller's silo: an operator sees and adds their own silo's, never another's.
 */
export const certificateList = (page: PageParams) => listQ('certificateList', {}, page)

export const certificateView = (certificate: string) =>
  q('certificateView', { path: { certificate } })

/** What adding or deleting a certificate makes stale (there is no update). */
export const CERTIFICATE_OPS = ['certificateList', 'certificateView'] as const satisfies Touches
