import { requireFleetRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'

/**
 * TEMPORARY (helper/ippools): the silos branch serves the silo list; the IP pool screens read
 * it only to pick a silo to link. Drop this file and its line in index.ts when that is merged.
 */
export const ipPoolsTemporaryHandlers: HandlerMap = {
  siloList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    return paginated(
      query,
      db.silos.filter((s) => s.discoverable),
    )
  },
}
