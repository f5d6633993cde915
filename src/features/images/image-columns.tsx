import type { Image } from '@oxide/api'
import { createdColumn, descriptionColumn, nameColumn, sizeColumn } from '~/components/columns'
import type { Column } from '~/ui/table'

/** A project's images and the silo's: the name leads to the image's properties. */
export const imageColumns = (to: (image: Image) => string): Column<Image>[] => [
  nameColumn(to),
  descriptionColumn(),
  {
    header: 'OS',
    value: (i) => `${i.os} ${i.version}`,
    cell: (i) => (
      <span className="whitespace-nowrap">
        {i.os} <span className="text-secondary">{i.version}</span>
      </span>
    ),
  },
  sizeColumn(),
  createdColumn(),
]
