import type { Image } from '@oxide/api'
import type { ListboxItem } from '~/ui/listbox'
import { formatBytes } from '~/util/units'

/** Images as picker items, by id: what a new instance boots from, what a new disk starts as. */
export const imageItems = (images: Image[]): ListboxItem<string>[] =>
  images.map((i) => ({
    value: i.id,
    label: `${i.name} (${i.os} ${i.version}, ${formatBytes(i.size)})`,
  }))
