import type { SupportBundleInfo } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { errorMessage } from '~/api/errors'
import { BundleFileSize } from '~/resources/support-bundles/cells'
import { filePath, supportBundleIndex } from '~/resources/support-bundles/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import { Message } from '~/ui/message'
import { Spinner } from '~/ui/spinner'
import { TitledSection } from '~/ui/titled-section'
import { savedName } from '~/util/bundle-states'

type Props = {
  bundle: SupportBundleInfo
  /** A download is running: one at a time. */
  busy: boolean
  /** Download one file: its path as the API takes it, and the name to save it under. */
  onDownload: (file: string, name: string) => void
}

/** The bundle's file index (read once it is active), each file downloadable alone. */
export function BundleFiles({ bundle, busy, onDownload }: Props) {
  const active = bundle.state === 'active'
  const index = useQuery({ ...supportBundleIndex(bundle.id), enabled: active })
  return (
    <TitledSection title="Files" headingId="files-heading">
      {!active ? (
        <p className="text-sm text-secondary">
          {bundle.state === 'collecting'
            ? 'The file list shows once the bundle is collected.'
            : 'This bundle has no files to show.'}
        </p>
      ) : index.isPending ? (
        <Spinner label="Loading the file list" />
      ) : index.isError ? (
        <Message variant="error" title="Could not read the file list">
          {errorMessage(index.error)}
        </Message>
      ) : (
        <ListTable
          label="Files"
          rows={index.data}
          rowKey={(f) => f}
          empty="The bundle holds no files."
          columns={[
            {
              header: 'Path',
              cell: (f) => <span className="font-mono text-xs break-all">{f}</span>,
            },
            {
              header: 'Size',
              cell: (f) => <BundleFileSize bundleId={bundle.id} file={f} />,
              className: 'whitespace-nowrap',
            },
          ]}
          rowEnd={(f) => (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              disabledReason={busy ? 'A download is running' : undefined}
              aria-label={`Download ${f}`}
              onClick={() => onDownload(filePath(bundle.id, f).file, savedName(f))}
            >
              Download
            </Button>
          )}
        />
      )}
    </TitledSection>
  )
}
