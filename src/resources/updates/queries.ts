import type { UpdatesTrustRoot } from '@oxide/api'
import type { Touches } from '~/api/change'
import { call, listQ, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import type { SendProgress } from '~/api/raw'
import { pollWhile } from '~/util/poll'
import { updateProgress } from '~/util/update-status'

export const updateStatus = q('systemUpdateStatus', {})

/** While components still move to the target release, the page follows them. */
export const pollUpdateStatus = pollWhile(
  (s: Parameters<typeof updateProgress>[0]) => updateProgress(s).inProgress,
)

/** The uploaded repositories, newest first: the releases a target can be set to. */
export const repositoryList = q('systemUpdateRepositoryList', { query: { limit: PICKER_LIMIT } })

/**
 * The few requests that are no JSON (api/raw.ts) load it on first use: the system pages' route
 * table imports this module, and every system page's first load would carry it.
 */
const raw = () => import('~/api/raw')

export const trustRootList = (page: PageParams) => listQ('systemUpdateTrustRootList', {}, page)

/** Add a root role: the SDK does not type this body, which is the TUF document itself. */
export const createTrustRoot = async (rootRole: unknown) =>
  (await raw()).callWithBody('systemUpdateTrustRootCreate', {}, rootRole)

/**
 * Upload a release repository: the archive's bytes are the body, which the SDK cannot send
 * (`sendFile` does, reporting progress; `signal` cancels).
 */
export const uploadRepository = async (
  file: File,
  opts: { onProgress?: (p: SendProgress) => void; signal?: AbortSignal },
) =>
  (await raw()).sendFile(
    'systemUpdateRepositoryUpload',
    { query: { fileName: file.name } },
    file,
    opts,
  )

export const deleteTrustRoot = (root: UpdatesTrustRoot) =>
  call('systemUpdateTrustRootDelete', { path: { trustRootId: root.id } })

/** What setting the target release makes stale. */
export const TARGET_RELEASE_OPS = ['systemUpdateStatus'] as const satisfies Touches
/** What uploading a repository makes stale. */
export const REPOSITORY_OPS = [
  'systemUpdateRepositoryList',
  'systemUpdateRepositoryView',
] as const satisfies Touches
/** What adding or deleting a trust root makes stale. */
export const TRUST_ROOT_OPS = [
  'systemUpdateTrustRootList',
  'systemUpdateTrustRootView',
] as const satisfies Touches
