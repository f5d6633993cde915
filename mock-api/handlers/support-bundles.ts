import type { SupportBundleInfo, User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { config } from '../config'
import {
  bundleFiles,
  CREATED_BY_API,
  type SupportBundleRecord,
  supportBundleView,
  timeOrderedId,
} from '../data/support-bundles'
import { db, now } from '../db'
import { errorResponse, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { byTimeAndId, paginated } from '../paging'
import { uuidPathParam } from '../selectors'
import { reader } from './body'
import {
  bundleBytes,
  bundleSize,
  bytesResponse,
  fileSize,
  indexBytes,
  oneFileBytes,
} from './bundle-bytes'

/**
 * Support bundles (nexus/src/app/support_bundles.rs, datastore/support_bundle.rs). Bundles are
 * the fleet's: reading them takes its viewer role, creating, commenting and deleting its admin
 * role (Modify on the fleet). A new bundle is collected for two transition steps, then active;
 * a delete marks it `destroying` (gone a step later), except a failed one, deleted at once.
 * Only an active bundle can be downloaded.
 */

type Who = Json<User>
const MAX_COMMENT = 4096

/** Collecting bundles finish, destroyed ones leave, when their time comes. */
function settle() {
  const at = Date.now()
  db.supportBundles = db.supportBundles.filter(
    (b) => !(b.state === 'destroying' && (b.settles_at ?? 0) <= at),
  )
  for (const b of db.supportBundles)
    if (b.state === 'collecting' && (b.settles_at ?? 0) <= at) {
      b.state = 'active'
      b.settles_at = undefined
    }
}

/** The path's `bundle_id` is a UUID to dropshot; the bundle, to a fleet viewer only. */
function findBundle(bundleId: string, user: Who): SupportBundleRecord {
  const id = uuidPathParam(bundleId)
  requireFleetRole(user, 'viewer')
  settle()
  const found = db.supportBundles.find((b) => b.id === id)
  if (!found) throw lookupNotFound('support-bundle', id, true)
  return found
}

function comment(body: unknown) {
  const value = reader(body).optString('user_comment')
  if (value !== undefined && new TextEncoder().encode(value).length > MAX_COMMENT)
    throw invalidRequest('User comment cannot exceed 4096 bytes')
  return value ?? null
}

/** Only an active bundle's bytes can be read; its sled agent answers for them. */
function downloadable(path: { bundleId: string }, user: Who) {
  const bundle = findBundle(path.bundleId, user)
  if (bundle.state !== 'active') throw invalidRequest('Cannot download bundle in non-active state')
  return bundle
}

function fileOf(bundle: SupportBundleRecord, name: string) {
  const file = bundle.files.find((f) => f.name === name)
  // the sled agent's 404 reaches the client as Nexus's 500 (see bundle-bytes.ts)
  if (!file) throw errorResponse(500, 'Internal', 'Internal Server Error')
  return file
}

const whole = (request: Request, bundle: SupportBundleRecord) =>
  bytesResponse(
    request,
    bundleSize(bundle.files),
    () => bundleBytes(bundle.files, bundle.id),
    'application/zip',
  )

function file(request: Request, path: { bundleId: string; file: string }, user: Who) {
  const bundle = downloadable(path, user)
  const found = fileOf(bundle, path.file)
  return bytesResponse(
    request,
    fileSize(found, bundle.id),
    () => oneFileBytes(found, bundle.id),
    'application/octet-stream',
  )
}

export const supportBundleHandlers: HandlerMap = {
  supportBundleList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    settle()
    // `PaginatedByTimeAndId`: by creation time, then id (http_entrypoints.rs `support_bundle_list`)
    const page = paginated(
      query,
      db.supportBundles,
      byTimeAndId((b) => b.time_created),
    )
    return { items: page.items.map(supportBundleView), next_page: page.next_page }
  },

  supportBundleCreate: ({ body, user }) => {
    const user_comment = comment(body)
    requireFleetRole(user, 'admin')
    const id = timeOrderedId()
    const record: SupportBundleRecord = {
      id,
      reason_for_creation: CREATED_BY_API,
      state: 'collecting',
      time_created: now(),
      user_comment,
      files: bundleFiles(id),
      settles_at: Date.now() + 2 * config.transitionMs,
    }
    db.supportBundles.push(record)
    return supportBundleView(record) satisfies Json<SupportBundleInfo>
  },

  supportBundleView: ({ path, user }) => supportBundleView(findBundle(path.bundleId, user)),

  supportBundleUpdate: ({ path, body, user }) => {
    const bundle = findBundle(path.bundleId, user)
    requireFleetRole(user, 'admin')
    bundle.user_comment = comment(body)
    return supportBundleView(bundle)
  },

  supportBundleDelete: ({ path, user }) => {
    const bundle = findBundle(path.bundleId, user)
    requireFleetRole(user, 'admin')
    if (bundle.state === 'failed') {
      db.supportBundles = db.supportBundles.filter((b) => b !== bundle)
      return
    }
    if (bundle.state === 'destroying')
      throw invalidRequest('Cannot update support bundle state from Destroying to Destroying')
    bundle.state = 'destroying'
    bundle.settles_at = Date.now() + config.transitionMs
  },

  supportBundleDownload: ({ path, user, request }) => whole(request, downloadable(path, user)),
  supportBundleHead: ({ path, user, request }) => whole(request, downloadable(path, user)),
  supportBundleIndex: ({ path, user, request }) => {
    const index = indexBytes(downloadable(path, user).files)
    return bytesResponse(request, index.length, () => index, 'text/plain')
  },
  supportBundleDownloadFile: ({ path, user, request }) => file(request, path, user),
  supportBundleHeadFile: ({ path, user, request }) => file(request, path, user),
}
