import type { User } from '@oxide/api'
import { canReadProject, type Role, requireProjectRole } from '../authz'
import { lookupNotFound } from '../errors'
import type { Json } from '../json'

/**
 * What the caller may not read is not found (real-api-behaviour.md row R4): a refused check on
 * a resource the caller cannot even read answers that resource's 404 `ObjectNotFound`, worded
 * by how it was looked up (`not found: instance with name "web-1"`); only a caller who can
 * read it gets the 403 (nexus/auth/src/authz/api_resources.rs `on_unauthorized`; lookups
 * authorize the resource itself, not its parents: nexus/db-macros/src/lookup.rs). The record a
 * check is about is the one the handler looked up last, which the lookups note here; the kit
 * clears the note before each handler runs.
 */
type Found = { type: string; selector: string; byId: boolean }

let lastFound: Found | undefined

export function noteFound(type: string, selector: string, byId: boolean) {
  lastFound = { type, selector, byId }
}

export function clearFound() {
  lastFound = undefined
}

function requireOnProject(user: Json<User>, projectId: string, min: Role) {
  if (!canReadProject(user, projectId)) {
    const found = lastFound ?? { type: 'project', selector: projectId, byId: true }
    throw lookupNotFound(found.type, found.selector, found.byId)
  }
  requireProjectRole(user, projectId, min)
}

/**
 * Role checks: viewers read; limited collaborators manage compute and storage; collaborators
 * also change the network (VPCs and subnets), as the real API's roles split them; a project
 * itself and its policy are its admins'.
 */
export const can = {
  read: (user: Json<User>, projectId: string) => requireOnProject(user, projectId, 'viewer'),
  write: (user: Json<User>, projectId: string) =>
    requireOnProject(user, projectId, 'limited_collaborator'),
  network: (user: Json<User>, projectId: string) =>
    requireOnProject(user, projectId, 'collaborator'),
  admin: (user: Json<User>, projectId: string) => requireOnProject(user, projectId, 'admin'),
}
