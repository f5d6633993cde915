import { type ApiError, isApiError } from './errors'
import { Unavailable } from './query'

/*
 * Kept apart from errors.ts and query.ts, which every page loads: only the pages and pickers
 * that read a silo-wide list need these.
 */

/**
 * The silo-wide lists the server gives only to a user with a role on the silo: listing the
 * silo's children is a silo viewer's (real-api-behaviour.md rows R1-R3), so a user with
 * project roles only is refused them with a 403. What each lists, for the reason shown in its
 * place: such a refusal is the user's role, not a failure, and the page shows what it can.
 */
export const SILO_ROLE_LISTS = {
  projectList: 'projects',
  imageList: 'images',
  ipPoolList: 'IP pools',
  subnetPoolList: 'subnet pools',
} as const

export type SiloRoleList = keyof typeof SILO_ROLE_LISTS

/** A 403 from one of the silo-wide lists: the user needs a role on the silo to list it. */
export const needsSiloRole = (e: unknown): e is ApiError & { op: SiloRoleList } =>
  isApiError(e) && e.status === 403 && Object.hasOwn(SILO_ROLE_LISTS, e.op)

/** The short reason shown in place of a silo-wide list the user may not read. */
export const siloRoleReason = (op: SiloRoleList) =>
  `Listing the silo’s ${SILO_ROLE_LISTS[op]} requires a role on the silo.`

/**
 * What a picker offers from a silo-wide list read with `maybeQ(op, params, [403])`: its items,
 * or, refused to a user without a silo role (rows R1-R3), none and the reason to show in their
 * place. Undefined (not loaded yet) is no items and no reason.
 */
export function siloListItems<T>(
  data: { items: T[] } | Unavailable | undefined,
  op: SiloRoleList,
): { items: T[]; refused: string | undefined } {
  if (data instanceof Unavailable) return { items: [], refused: siloRoleReason(op) }
  return { items: data?.items ?? [], refused: undefined }
}

/** A loader's catch: a refusal for want of a silo role passes (the page names it); else it fails. */
export function unlessSiloRoleNeeded(e: unknown): undefined {
  if (needsSiloRole(e)) return undefined
  throw e
}
