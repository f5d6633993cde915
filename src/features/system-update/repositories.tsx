import type { TufRepo } from '@oxide/api'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, usePrefetchedQuery } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { LinkButton } from '~/components/link-button'
import { repositoryList, TARGET_RELEASE_OPS } from '~/resources/updates/queries'
import { Button } from '~/ui/button'
import { DateTime } from '~/ui/date-time'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import { TitledSection } from '~/ui/titled-section'
import { sb } from '~/util/system-paths'
import { targetRefusal } from '~/util/update-status'

/** Ask, saying what a new target sets off, then set it. */
function confirmTarget(repo: TufRepo, current: string | null) {
  confirmAction({
    title: 'Set target release',
    content: (
      <>
        Set the target release to{' '}
        <strong className="font-mono text-default">{repo.systemVersion}</strong>
        {current ? ` (from ${current})` : ''}? The rack starts updating at once, on its own, one
        component at a time: service zones, each sled&apos;s host OS and firmware, and the switches.
        Sleds reboot along the way, which affects the instances running on them. Later the target
        can move only to a newer release.
      </>
    ),
    confirmLabel: 'Set target release',
    run: () => call('targetReleaseUpdate', { body: { systemVersion: repo.systemVersion } }),
    touches: TARGET_RELEASE_OPS,
    success: `Target release set to ${repo.systemVersion}`,
  })
}

/** The uploaded release repositories, newest first, each offered as the new target. */
export function Repositories({
  current,
  inProgress,
}: {
  current: string | null
  inProgress: boolean
}) {
  const repos = usePrefetchedQuery(repositoryList).items
  const denied = useFleetPermissions().cannot('systemUpdate')
  return (
    <TitledSection
      title="Repositories"
      headingId="repos-heading"
      actions={
        <LinkButton to={sb.repositoriesNew()} disabledReason={denied}>
          <PlusIcon size={14} />
          Upload repository
        </LinkButton>
      }
    >
      <p className="text-sm text-secondary">
        Release repositories uploaded to the rack, each verified against the trust store.
      </p>
      <ListTable
        label="Repositories"
        rows={repos}
        rowKey={(r) => r.systemVersion}
        empty="No repositories uploaded."
        columns={[
          {
            header: 'Version',
            cell: (r) => <span className="font-mono font-medium">{r.systemVersion}</span>,
          },
          { header: 'File', cell: (r) => <span className="break-all">{r.fileName}</span> },
          { header: 'Uploaded', cell: (r) => <DateTime date={r.timeCreated} /> },
          {
            header: 'Hash',
            cell: (r) => (
              <span className="font-mono text-xs" title={r.hash}>
                {r.hash.slice(0, 12)}…
              </span>
            ),
          },
        ]}
        rowEnd={(r) => {
          const reason = denied ?? targetRefusal(r.systemVersion, current, inProgress)
          return (
            <Button
              size="sm"
              variant="secondary"
              disabledReason={reason}
              aria-label={`Set as target ${r.systemVersion}`}
              onClick={() => confirmTarget(r, current)}
            >
              Set as target
            </Button>
          )
        }}
      />
    </TitledSection>
  )
}
