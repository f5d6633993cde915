import { requireFleetRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'

/**
 * TEMPORARY (helper/silos): the fleet branch serves the system policy with the fleet access
 * page; the silo screens read it only to tell a fleet admin from a fleet viewer. Drop this file
 * and its line in index.ts when that branch is merged.
 */
export const systemPolicyTemporaryHandlers: HandlerMap = {
  systemPolicyView: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return db.fleetPolicy
  },
}
