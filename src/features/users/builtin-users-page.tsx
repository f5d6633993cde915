import type { UserBuiltin } from '@oxide/api'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { builtinUserList } from '~/resources/builtin-users/queries'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

const columns: Column<UserBuiltin>[] = [
  nameColumn((u) => sb.builtinUser({ builtinUser: u.name })),
  descriptionColumn(),
  createdColumn<UserBuiltin>(),
]

/**
 * system/access/built-in-users: the identities the control plane acts as on its own (database
 * setup, saga recovery, ...). Beside fleet access, as the other identities the fleet knows; the
 * API neither makes nor changes them, so the list only shows.
 */
export default listPage(() => ({
  title: 'Built-in users',
  intro: 'Identities of the control plane itself, for the actions it takes on its own.',
  query: (page) => builtinUserList(page),
  columns,
  empty: { title: 'No built-in users' },
}))
