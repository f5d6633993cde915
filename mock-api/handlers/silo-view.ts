import type { HandlerMap } from '../kit'
import { find } from './lookups'

/**
 * TEMPORARY (helper/fleet): the silos branch serves `siloView` with the rest of the silo
 * screens; the fleet pages read only the user's own silo through it (its fleet role mapping).
 * Drop this file and its line in index.ts when that branch is merged.
 */
export const siloViewHandlers: HandlerMap = {
  siloView: ({ path, user }) => find.silo(path.silo, user),
}
