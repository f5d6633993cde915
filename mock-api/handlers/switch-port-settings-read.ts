import type { SwitchPortSettingsIdentity } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { db } from '../db'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'

/**
 * A stand-in until the switch port settings handlers land (helper "net-lots" owns them): the
 * read-only list the switch port page picks settings from. Drop this file when they do.
 */
export const switchPortSettingsReadHandlers: HandlerMap = {
  networkingSwitchPortSettingsList: ({ query, user }) => {
    requireFleetRole(user, 'viewer')
    const wanted = query.portSettings
    const all: Json<SwitchPortSettingsIdentity>[] = db.switchPortSettings
      .filter((s) => !wanted || s.id === wanted || s.name === wanted)
      .map(({ id, name, description, time_created, time_modified }) => ({
        id,
        name,
        description,
        time_created,
        time_modified,
      }))
    return paginated(query, all)
  },
}
