import type { Disk } from '@oxide/api'
import { useState } from 'react'
import { usePrefetchedQuery } from '~/api/query'
import { createdColumn, nameColumn, sizeColumn } from '~/components/columns'
import { listPage, useProjectRole } from '~/components/list-page'
import { diskBulkActions } from '~/resources/disks/actions'
import { attachedId, attachedToColumn, diskStateColumn } from '~/resources/disks/columns'
import { diskList, pollDisks } from '~/resources/disks/queries'
import { projectInstances } from '~/resources/instances/queries'
import { disableAll } from '~/ui/menu'
import { pb } from '~/util/paths'
import { diskActions } from './disk-actions'
import { AttachDiskModal } from './lazy-modals'

// the project's instances name each disk's instance and say whether it may detach
export default listPage(
  () => {
    const { project, denied } = useProjectRole('compute')
    const list = usePrefetchedQuery(projectInstances(project)).items
    const [attaching, setAttaching] = useState<Disk | null>(null)
    return { project, denied, list, attaching, setAttaching }
  },
  ({ project, list, attaching, setAttaching, denied }) => {
    const instances = new Map(list.map((i) => [i.id, i]))
    return {
      title: 'Disks',
      // attaching and detaching settle on their own: the page polls until they have
      query: (page) => ({ ...diskList(project, page), refetchInterval: pollDisks }),
      columns: [
        nameColumn(),
        sizeColumn(),
        diskStateColumn,
        attachedToColumn(project, instances),
        createdColumn(),
      ],
      denied,
      rowActions: (d) => {
        const id = attachedId(d)
        const instance = id ? (instances.get(id) ?? { id, name: id }) : undefined
        return disableAll(diskActions(project, d, instance, setAttaching), denied)
      },
      bulkActions: diskBulkActions(project),
      create: { to: pb.disksNew({ project }), label: 'New disk' },
      empty: {
        title: 'No disks',
        body: "Disks hold the data of this project's instances. Create one blank, or from a snapshot or an image.",
      },
      children: attaching && (
        <AttachDiskModal
          project={project}
          disk={attaching}
          instances={list}
          onDismiss={() => setAttaching(null)}
        />
      ),
    }
  },
)
