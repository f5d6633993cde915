import { tableWith } from '~/routes'
import { content } from './kit'
import { systemRoutes } from './system'

/**
 * The whole route table, the system pages in it: what the route tests and the e2e walks read.
 * The app never imports it: it patches the system pages in on the first visit (app.tsx).
 */
export const fullRoutes = tableWith([content(systemRoutes)])
