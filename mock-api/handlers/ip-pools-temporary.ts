import { requireFleetRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { find } from './lookups'

/**
 * TEMPORARY (helper/ippools): the fleet branch serves the system policy and the silos branch
 * the silos; the IP pool screens read them only to tell a fleet admin from a fleet viewer and
 * to pick a silo to link. Drop this file and its line in index.ts when those are merged.
 */
export const ipPoolsTemporaryHandlers: HandlerMap = {
  systemPolicyView: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return db.fleetPolicy
  },
  siloList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(query, db.silos)
  },
  siloView: ({ path, user }) => find.silo(path.silo, user),
}
