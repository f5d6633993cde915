import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { confirmDeleteBundle } from '~/resources/support-bundles/actions'
import { BundleSize, BundleStateBadge } from '~/resources/support-bundles/cells'
import { pollBundle, supportBundleView } from '~/resources/support-bundles/queries'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import { bundleActionDisabled, bundleFileName, bundleLabel } from '~/util/bundle-states'
import { sb } from '~/util/system-paths'
import { BundleFiles } from './bundle-files'
import { DownloadProgress } from './download-progress'
import { useDownload } from './use-download'

/** The reason's edit form: its code loads when Edit is first pressed. */
const CommentModal = lazyComponent(() => import('./comment-modal').then((m) => m.CommentModal))

/**
 * system/support-bundles/{bundleId}: the bundle's facts, its comment, the whole bundle or one
 * of its files to download (with progress), and delete. Follows a bundle being collected
 * until it is active.
 */
export default function SupportBundlePage() {
  const navigate = useNavigate()
  const { bundleId } = useRouteParams('bundleId')
  const bundle = usePrefetchedQuery({ ...supportBundleView(bundleId), refetchInterval: pollBundle })
  const denied = useFleetPermissions().cannot('supportBundles')
  const download = useDownload()
  const [editing, setEditing] = useState(false)
  const label = bundleLabel(bundle.id)
  const noDownload = bundleActionDisabled('download', bundle.state)
  const running = download.state.phase === 'running'
  return (
    <>
      <PageHeader
        title={`Bundle ${label}`}
        actions={
          <>
            <Button
              disabledReason={noDownload ?? (running ? 'A download is running' : undefined)}
              onClick={() =>
                download.start(
                  'supportBundleDownload',
                  { path: { bundleId: bundle.id } },
                  bundleFileName(bundle.id),
                )
              }
            >
              Download bundle
            </Button>
            <Button
              variant="danger"
              disabledReason={denied ?? bundleActionDisabled('delete', bundle.state)}
              onClick={() => confirmDeleteBundle(bundle, () => navigate(sb.supportBundles()))}
            >
              Delete
            </Button>
          </>
        }
      />
      {bundle.state === 'failed' && (
        <Message variant="error" title="This bundle failed">
          {bundle.reasonForFailure ?? 'The server gave no reason.'} It has nothing to download;
          delete it to remove its record.
        </Message>
      )}
      <DownloadProgress state={download.state} onCancel={download.cancel} />
      <PropertiesTable>
        <Property label="State">
          <BundleStateBadge state={bundle.state} />
        </Property>
        <Property.Id id={bundle.id} noun="bundle" />
        <Property.Created date={bundle.timeCreated} />
        <Property label="Size">
          <BundleSize bundle={bundle} />
        </Property>
        <Property label="Reason">
          <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">
            {bundle.userComment || <span className="text-tertiary">No comment</span>}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabledReason={denied}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        </Property>
        <Property label="Created by">{bundle.reasonForCreation}</Property>
      </PropertiesTable>
      <BundleFiles
        bundle={bundle}
        busy={running}
        onDownload={(file, name) =>
          download.start('supportBundleDownloadFile', { path: { bundleId: bundle.id, file } }, name)
        }
      />
      {editing && <CommentModal bundle={bundle} onDismiss={() => setEditing(false)} />}
    </>
  )
}
