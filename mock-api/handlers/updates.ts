import type { UpdateStatus, UpdatesTrustRoot } from '@oxide/api'
import { compareVersions, parseVersion } from '../../src/util/semver'
import { requireFleetRole } from '../authz'
import { config } from '../config'
import { COMPONENT_COUNT } from '../data/updates'
import { db, now, parseUuid } from '../db'
import { errorResponse, invalidRequest, lookupNotFound } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { byVersion, paginated } from '../paging'
import { rootRoleProblem } from '../tuf/repo'
import { bodyRefused, reader } from './body'

/**
 * System update (nexus/src/app/update.rs, deployment.rs `target_release_update`): reading
 * takes the fleet's viewer role, changing its admin role (TargetReleaseConfig, the trust store).
 * A new target moves the rack's components to it a share at a time, one transition step apart;
 * another target can be set only once they all run it ("a previous update is still in
 * progress"). A repository upload is update-upload.ts (the archive read by tuf/repo.ts).
 * Recovery-finish follows `validate_can_set_target_release_for_mupdate_recovery` for the one
 * recovery the mock models (`TargetReleaseRecord.recovery`: a sled recovered to the release the
 * rack runs): only that version clears it, and without a recovery there is nothing to finish.
 */

/** How many components run the target release by now; the rest still run the one before. */
function moved(): number {
  const t = db.targetRelease
  if (!t.previous) return COMPONENT_COUNT
  const steps = Math.floor((Date.now() - Date.parse(t.time_requested)) / config.transitionMs)
  return Math.min(COMPONENT_COUNT, Math.max(0, steps) * 43)
}

function status(): Json<UpdateStatus> {
  const t = db.targetRelease
  const done = moved()
  const counts: Record<string, number> = { [t.version]: done }
  if (t.previous && done < COMPONENT_COUNT) counts[t.previous] = COMPONENT_COUNT - done
  return {
    components_by_release_version: counts,
    contact_support: false,
    suspended: !!t.recovery,
    target_release: { version: t.version, time_requested: t.time_requested },
    time_last_step_planned: done < COMPONENT_COUNT ? now() : t.time_requested,
  }
}

/** dropshot's semver parse of the body's `system_version`, in serde's words. */
function versionOf(body: unknown, field = 'system_version') {
  const b = reader(body)
  const text = b.string(field)
  if (!parseVersion(text))
    throw b.fail(field, 'unexpected end of input while parsing major version number')
  return text
}

function findRepo(version: string) {
  const repo = db.tufRepos.find((r) => r.system_version === version)
  if (!repo) throw lookupNotFound('tuf-repo', version, true)
  return repo
}

/** Nexus's rules for a new target (validate_update_version_number_ordering and after). */
function checkTarget(proposed: string) {
  const current = db.targetRelease.version
  const fail = (why: string) => invalidRequest(`Target release cannot be changed: ${why}`)
  const c = parseVersion(current)
  const p = parseVersion(proposed)
  if (!c || !p) return
  if (compareVersions(p, c) === 0 && proposed === current)
    throw fail(`cannot update to target release ${current} (already targeting that version)`)
  if (p.major > c.major + 1)
    throw fail(`cannot skip from scheduled release ${c.major} to scheduled release ${p.major}`)
  if (compareVersions(p, c) < 0)
    throw fail(
      `cannot downgrade: requested target release version ${proposed} is older than current target release version ${current}`,
    )
  if (moved() < COMPONENT_COUNT) throw fail('a previous update is still in progress')
}

function findTrustRoot(trustRootId: string) {
  const id = parseUuid(trustRootId)
  const found = id && db.trustRoots.find((r) => r.id === id)
  if (!found) throw lookupNotFound('tuf-trust-root', trustRootId, true)
  return found
}

/** A body tough reads as `Signed<Root>`: `signed` (a root role) and `signatures`. */
function rootRole(body: unknown): Record<string, unknown> {
  const b = reader(body)
  const signed = b.object('signed')
  const type = signed.string('_type')
  if (type !== 'root') throw signed.fail('_type', `invalid value: string "${type}", expected root`)
  signed.string('spec_version')
  signed.int('version')
  signed.string('expires')
  signed.object('keys')
  signed.object('roles')
  b.list('signatures')
  return body as Record<string, unknown>
}

export const updateHandlers: HandlerMap = {
  systemUpdateStatus: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return status()
  },

  targetReleaseUpdate: ({ body, user }) => {
    const version = versionOf(body)
    requireFleetRole(user, 'admin')
    checkTarget(version)
    findRepo(version)
    db.targetRelease = { version, time_requested: now(), previous: db.targetRelease.version }
  },

  systemUpdateRecoveryFinish: ({ body, user }) => {
    const version = versionOf(body)
    // Nexus reads the target release and the blueprint (viewer), checks, looks the repository
    // up, and only its insert of the new target release needs the admin role
    requireFleetRole(user, 'viewer')
    const t = db.targetRelease
    const fail = (why: string) => invalidRequest(`Target release cannot be changed: ${why}`)
    if (!t.recovery) throw fail('no evidence a mupdate has occurred - recovery not needed')
    if (version !== t.version)
      throw fail(
        `mupdate recovery required, but specified version ${version} does not match the version of components deployed on sled ${t.recovery.sled_id} (version ${t.version})`,
      )
    findRepo(version)
    requireFleetRole(user, 'admin')
    db.targetRelease = { version, time_requested: now(), previous: null }
  },

  systemUpdateRepositoryList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    // `version_descending` (the default) or `version_ascending` (`PaginatedByVersion`)
    const keyed = db.tufRepos.map((repo) => ({ id: repo.hash, repo }))
    const page = paginated(
      query,
      keyed,
      byVersion((k) => k.repo.system_version),
    )
    return { items: page.items.map((k) => k.repo), next_page: page.next_page }
  },

  systemUpdateRepositoryView: ({ path, user }) => {
    requireFleetRole(user, 'viewer')
    if (!parseVersion(path.systemVersion))
      throw errorResponse(
        400,
        null,
        `bad parameter in URL path: unexpected character ${JSON.stringify(path.systemVersion.charAt(0))} while parsing major version number`,
      )
    return findRepo(path.systemVersion)
  },

  systemUpdateTrustRootList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(query, db.trustRoots)
  },

  systemUpdateTrustRootCreate: async ({ body, user }) => {
    const root_role = rootRole(body)
    // the body's type verifies the root's own signatures as it is read (TufSignedRootRole)
    const problem = await rootRoleProblem(root_role as { signed: unknown; signatures: unknown })
    if (problem) throw bodyRefused(`Unable to verify root role: ${problem}`)
    requireFleetRole(user, 'admin')
    const record: Json<UpdatesTrustRoot> = {
      id: crypto.randomUUID(),
      time_created: now(),
      root_role,
    }
    db.trustRoots.push(record)
    return record
  },

  systemUpdateTrustRootView: ({ path, user }) => {
    requireFleetRole(user, 'viewer')
    return findTrustRoot(path.trustRootId)
  },

  systemUpdateTrustRootDelete: ({ path, user }) => {
    const root = findTrustRoot(path.trustRootId)
    requireFleetRole(user, 'admin')
    db.trustRoots = db.trustRoots.filter((r) => r !== root)
  },
}
