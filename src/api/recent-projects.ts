import { meQuery } from './current-user'
import { queryClient } from './query'

/**
 * The projects this browser has opened, newest first, per signed-in user without a silo role
 * (localStorage key `oxide.recent-projects.<user id>`; `rememberOpenedProject`). A user with project roles only may not list the silo's
 * projects (real-api-behaviour.md row R1); these are their way back without typing the name,
 * and what tells the console that such a user holds a role somewhere. Names only: a project
 * renamed or gone since is found missing when opened, as any old link is.
 */
export const RECENT_PROJECTS_LIMIT = 5
export const RECENT_PROJECTS_KEY_PREFIX = 'oxide.recent-projects.'

/** The list with `name` first, once, at most `limit` long. */
export const withRecent = (list: readonly string[], name: string, limit = RECENT_PROJECTS_LIMIT) =>
  [name, ...list.filter((n) => n !== name)].slice(0, limit)

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** Only a list of strings is read back: storage is anyone's to edit. */
function parse(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : []
  } catch {
    return []
  }
}

export function createRecentProjects(storage: Store | undefined, userId: () => string | undefined) {
  const key = () => {
    const id = userId()
    return id ? RECENT_PROJECTS_KEY_PREFIX + id : undefined
  }
  return {
    list(): string[] {
      const k = key()
      return k && storage ? parse(storage.getItem(k)).slice(0, RECENT_PROJECTS_LIMIT) : []
    },
    remember(name: string) {
      const k = key()
      if (!k || !storage) return
      try {
        storage.setItem(k, JSON.stringify(withRecent(parse(storage.getItem(k)), name)))
      } catch {
        // storage full or refused: the list is a convenience
      }
    },
  }
}

const browserStorage = typeof localStorage === 'undefined' ? undefined : localStorage
export const recentProjects = createRecentProjects(
  browserStorage,
  () => queryClient.getQueryData(meQuery.queryKey)?.id,
)
