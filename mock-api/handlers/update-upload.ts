import type { TufRepo, TufRepoUpload } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db, now } from '../db'
import { conflict, errorResponse } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { loadRepository, RepoError } from '../tuf/repo'

/**
 * `PUT /v1/system/update/repositories?file_name=`: a release repository uploaded as the bytes of
 * its zip (nexus/src/app/update.rs `updates_put_repository`, datastore/update.rs
 * `tuf_repo_insert`). As Nexus does it: the trust store is read (the fleet viewer's
 * ListChildren on it), the archive is loaded against it (tuf/repo.ts says exactly what is
 * verified; a bad repository is a 400 with tufaceous's error chain), and only then is the
 * fleet admin role checked (Modify on the fleet) and the repository recorded: the same system
 * version with the same artifacts and hash is `already_exists` (its time reset to now), other
 * artifacts or another hash a 409 in the datastore's words. What the mock keeps of an upload is
 * the record and its artifact set (`db.tufRepoArtifacts`), not the artifacts themselves.
 */

/** dropshot's words for a query it cannot read into `UpdatesPutRepositoryParams`. */
const missingFileName = () =>
  errorResponse(400, null, 'unable to parse query string: missing field `file_name`')

async function upload(
  bytes: Uint8Array,
  fileName: string,
  user: Parameters<typeof requireFleetRole>[0],
) {
  requireFleetRole(user, 'viewer')
  // Nexus pages the trust store by id, ascending, and tries the roots in that order
  const roots = [...db.trustRoots].sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => r.root_role)
  let loaded: Awaited<ReturnType<typeof loadRepository>>
  try {
    loaded = await loadRepository(bytes, roots)
  } catch (e) {
    if (e instanceof RepoError) throw errorResponse(400, null, e.message)
    throw e
  }
  requireFleetRole(user, 'admin')
  const version = loaded.systemVersion
  const existing = db.tufRepos.find((r) => r.system_version === version)
  if (existing) {
    const artifacts = db.tufRepoArtifacts[version]
    if (artifacts !== undefined && artifacts !== loaded.artifactSet)
      throw conflict(
        `Uploaded repository with system version ${version} does not have the same artifacts as existing repository with same system version`,
      )
    if (existing.hash !== loaded.hash)
      throw conflict(
        `Uploaded repository with system version ${version} has SHA256 hash ${loaded.hash}, but existing repository has SHA256 hash ${existing.hash}.`,
      )
    existing.time_created = now()
    return { repo: existing, status: 'already_exists' } satisfies Json<TufRepoUpload>
  }
  const repo: Json<TufRepo> = {
    system_version: version,
    file_name: fileName,
    hash: loaded.hash,
    time_created: now(),
  }
  db.tufRepos.push(repo)
  db.tufRepoArtifacts[version] = loaded.artifactSet
  return { repo, status: 'inserted' } satisfies Json<TufRepoUpload>
}

export const updateUploadHandlers: HandlerMap = {
  systemUpdateRepositoryUpload: ({ body, query, user }) => {
    const fileName = query.fileName
    if (typeof fileName !== 'string') throw missingFileName()
    const bytes = body instanceof Uint8Array ? body : new Uint8Array()
    return upload(bytes, fileName, user)
  },
}
