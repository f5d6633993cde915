import type { SupportBundleState } from '@oxide/api'

/**
 * What a support bundle's state allows (nexus/src/app/support_bundles.rs): only an active
 * bundle can be downloaded; a destroying one is already on its way out (a second delete is
 * the server's 400); a collecting one can be deleted, which cancels the collection.
 */
export type BundleAction = 'download' | 'delete'

export function bundleActionDisabled(
  action: BundleAction,
  state: SupportBundleState,
): string | undefined {
  if (action === 'download') {
    if (state === 'collecting') return 'The bundle is still being collected'
    if (state === 'failed') return 'The bundle failed: it has nothing to download'
    if (state === 'destroying') return 'The bundle is being deleted'
    return undefined
  }
  return state === 'destroying' ? 'The bundle is already being deleted' : undefined
}

/**
 * A short label for a bundle (bundles have no name): the last 8 hex digits of its id. Bundle
 * ids are time-ordered (UUIDv7): their first digits are a timestamp, the same for bundles made
 * weeks apart; the last are random, so two bundles' labels differ (issue 27).
 */
export const bundleLabel = (id: string) => id.replaceAll('-', '').slice(-8) || id

/** The file name a download is saved under. */
export const bundleFileName = (id: string) => `support-bundle-${id}.zip`

/** A file of the bundle saved alone: its last path segment. */
export const savedName = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'file'

/** The server's limit on a bundle's comment (datastore/support_bundle.rs), in UTF-8 bytes. */
export const MAX_COMMENT_BYTES = 4096

export const commentProblem = (value: string) =>
  new TextEncoder().encode(value).length > MAX_COMMENT_BYTES
    ? `Reason must be at most ${MAX_COMMENT_BYTES} bytes`
    : undefined
