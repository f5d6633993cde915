import type { Image } from '@oxide/api'
import { CopyButton } from '~/ui/copy-button'
import { PropertiesTable, Property } from '~/ui/properties'
import { ViewSideModal } from '~/ui/side-modal'
import { formatBytes } from '~/util/units'

/**
 * An image's properties, for its images/{image}/edit route. The API changes no image once it is
 * made (there is no image update call), so the side modal shows what there is and closes.
 */
export function ImageSideModal({ image, onDismiss }: { image: Image; onDismiss: () => void }) {
  return (
    <ViewSideModal title={image.name} onClose={onDismiss}>
      <p className="text-secondary">
        {image.projectId
          ? 'A project image: only this project can use it.'
          : 'A silo image: every project of the silo can use it.'}{' '}
        An image cannot be changed once it is made.
      </p>
      <PropertiesTable columns={1}>
        <Property.Description text={image.description} />
        <Property label="OS">{image.os}</Property>
        <Property label="Version">{image.version}</Property>
        <Property.Mono label="Size">{formatBytes(image.size)}</Property.Mono>
        <Property label="Block size">
          <span className="font-mono">{image.blockSize} bytes</span>
        </Property>
        <Property label="Digest">
          {image.digest ? (
            <>
              <span className="font-mono text-xs break-all">
                {image.digest.type}:{image.digest.value}
              </span>
              <CopyButton text={image.digest.value} label="Copy digest" />
            </>
          ) : (
            '—'
          )}
        </Property>
        <Property.Id id={image.id} noun="image" />
        <Property.Created date={image.timeCreated} />
        <Property.Modified date={image.timeModified} />
      </PropertiesTable>
    </ViewSideModal>
  )
}
