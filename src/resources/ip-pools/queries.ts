import { maybeQ } from '~/api/query'

/**
 * A silo pool by id, as floating IPs and gateways store it. The pool may have been unlinked
 * from the silo since (404): the cell then shows the id.
 */
export const ipPoolById = (pool: string) => maybeQ('ipPoolView', { path: { pool } }, [404])
