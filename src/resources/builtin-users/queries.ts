import { listQ, type PageParams, q } from '~/api/query'

/** Nexus's own users (`db-init`, `saga-recovery`, ...), which fleet viewers may read. */
export const builtinUserList = (page: PageParams) => listQ('userBuiltinList', {}, page)
export const builtinUserView = (user: string) => q('userBuiltinView', { path: { user } })
