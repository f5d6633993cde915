import { usePrefetchedQuery } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { pollUpdateStatus, updateStatus } from '~/resources/updates/queries'
import { Badge } from '~/ui/badge'
import { DateTime } from '~/ui/date-time'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import { TitledSection } from '~/ui/titled-section'
import { updateProgress, type VersionCount } from '~/util/update-status'
import { Repositories } from './repositories'
import { TrustRoots } from './trust-roots'

/** Only a rack after a support-driven recovery shows it: its form's code loads then. */
const FinishRecovery = lazyComponent(() =>
  import('./recovery-finish').then((m) => m.FinishRecovery),
)

const componentColumns = (total: number) => [
  {
    header: 'Release',
    cell: (r: VersionCount) => (
      <span className="flex items-center gap-2">
        <span className="font-mono">{r.version}</span>
        {r.isTarget && <Badge color="green">target</Badge>}
      </span>
    ),
  },
  {
    header: 'Components',
    cell: (r: VersionCount) => (
      <span className="font-mono">
        {r.count} of {total}
      </span>
    ),
  },
]

/**
 * system/update: the release the rack runs and is moving to, its components by release, the
 * uploaded repositories a new target can be chosen from, and the trust store that verifies
 * them. Follows an update while it runs.
 */
export default function SystemUpdatePage() {
  const status = usePrefetchedQuery({ ...updateStatus, refetchInterval: pollUpdateStatus })
  const progress = updateProgress(status)
  const target = status.targetRelease
  return (
    <>
      <PageHeader title="System update">
        The rack updates its own software to the target release, one component at a time. Choose a
        new target from the uploaded repositories.
      </PageHeader>
      {status.contactSupport && (
        <Message variant="error" title="Contact Oxide support">
          The system found a problem that needs Oxide support to resolve before an update (or after
          one). Do not start an update until it is resolved.
        </Message>
      )}
      {status.suspended && (
        <Message variant="notice" title="Automatic update is suspended">
          <div className="flex flex-col items-start gap-2">
            <p>
              Software was changed by a support-driven recovery, so the rack changes none on its
              own. At the direction of Oxide support, upload the repository of the release the
              recovered sleds now run, then finish the recovery with it.
            </p>
            <FinishRecovery current={target?.version ?? null} />
          </div>
        </Message>
      )}
      <PropertiesTable>
        <Property label="Target release">
          {target ? (
            <span className="font-mono">{target.version}</span>
          ) : (
            <span className="text-tertiary">None set</span>
          )}
        </Property>
        <Property label="Requested">
          {target ? <DateTime date={target.timeRequested} /> : '—'}
        </Property>
        <Property label="Status">
          {!target ? (
            'Not managed: no target release was ever set'
          ) : progress.inProgress ? (
            <Badge color="blue">
              {`Updating: ${progress.onTarget} of ${progress.total} components on ${target.version}`}
            </Badge>
          ) : (
            <Badge color="green">Up to date</Badge>
          )}
        </Property>
        <Property label="Last step planned">
          <DateTime date={status.timeLastStepPlanned} />
        </Property>
      </PropertiesTable>
      <TitledSection title="Components by release" headingId="components-heading">
        <ListTable
          label="Components by release"
          rows={progress.rows}
          rowKey={(r) => r.version}
          columns={componentColumns(progress.total)}
          empty="No components reported."
        />
      </TitledSection>
      <Repositories current={target?.version ?? null} inProgress={progress.inProgress} />
      <TrustRoots />
    </>
  )
}
