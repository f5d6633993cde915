import type { HttpHandler } from 'msw'
import {
  fallbackHandlers,
  type HandlerMap,
  handlers,
  type PublicHandlerMap,
  publicHandlers,
} from '../kit'
import { identityHandlers } from './identity'
import { projectHandlers } from './projects'
import { sessionHandlers, sessionPublicHandlers } from './session'

/** Join the areas' handler maps; an operation served twice is a bug, so it throws. */
function join<M extends HandlerMap | PublicHandlerMap>(...maps: M[]): M {
  const all = {} as Record<string, unknown>
  for (const map of maps)
    for (const [op, fn] of Object.entries(map)) {
      if (op in all) throw new Error(`mock API: ${op} is handled twice`)
      all[op] = fn
    }
  return all as M
}

export const authenticated: HandlerMap = join(sessionHandlers, identityHandlers, projectHandlers)
export const unauthenticated: PublicHandlerMap = join(sessionPublicHandlers)

/** Every handler the mock serves, the route-level 404 last. */
export const allHandlers: HttpHandler[] = [
  ...publicHandlers(unauthenticated),
  ...handlers(authenticated),
  ...fallbackHandlers,
]
