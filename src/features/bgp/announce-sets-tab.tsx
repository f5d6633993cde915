import type { BgpAnnounceSet } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { NameLink } from '~/components/columns'
import { confirmDelete } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { announcementList, announceSetsWhole, BGP_OPS } from '~/resources/bgp/queries'
import { DateTime } from '~/ui/date-time'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import { disableAll } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { sb } from '~/util/system-paths'

function Networks({ set }: { set: BgpAnnounceSet }) {
  const announcements = useQuery(announcementList(set.id)).data
  if (!announcements) return null
  if (announcements.length === 0) return <span className="text-secondary">None</span>
  return <span className="font-mono">{announcements.map((a) => a.network).join(', ')}</span>
}

const columns: Column<BgpAnnounceSet>[] = [
  {
    header: 'Name',
    cell: (s) => <NameLink to={sb.bgpAnnounceSetEdit({ announceSet: s.name })}>{s.name}</NameLink>,
  },
  {
    header: 'Description',
    cell: (s) => (
      <span className="block max-w-md min-w-48 whitespace-normal text-secondary">
        {s.description || '—'}
      </span>
    ),
  },
  {
    header: 'Announces',
    cell: (s) => (
      <span className="block min-w-48 whitespace-normal">
        <Networks set={s} />
      </span>
    ),
  },
  { header: 'Created', cell: (s) => <DateTime date={s.timeCreated} /> },
]

/** The named sets of networks a BGP configuration announces. The API lists them whole. */
export default function AnnounceSetsTab() {
  const navigate = useNavigate()
  const sets = usePrefetchedQuery(announceSetsWhole())
  const denied = useFleetPermissions().cannot('bgp')
  const newSet = (
    <LinkButton to={sb.bgpAnnounceSetsNew()} disabledReason={denied}>
      <PlusIcon size={14} />
      New announce set
    </LinkButton>
  )
  return (
    <>
      <h2 className="sr-only">Announce sets</h2>
      <div className="mb-4 flex justify-end">{newSet}</div>
      <ListTable
        label="Announce sets"
        columns={columns}
        rows={sets}
        rowKey={(s) => s.id}
        rowName={(s) => s.name}
        empty="No announce sets. A BGP configuration needs one to announce the rack's networks."
        actions={(s) =>
          disableAll(
            [
              {
                label: 'Edit',
                onActivate: () => navigate(sb.bgpAnnounceSetEdit({ announceSet: s.name })),
              },
              {
                label: 'Delete',
                danger: true,
                separatorBefore: true,
                onActivate: () =>
                  confirmDelete({
                    kind: 'announce set',
                    name: s.name,
                    run: () =>
                      call('networkingBgpAnnounceSetDelete', { path: { announceSet: s.id } }),
                    touches: BGP_OPS,
                  }),
              },
            ],
            denied,
          )
        }
      />
    </>
  )
}
