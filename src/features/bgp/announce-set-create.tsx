import { AnnounceSetForm } from './announce-set-form'
import { prefetchLotBlocks, useLotBlocks } from './lot-blocks'

export async function loader() {
  await prefetchLotBlocks()
  return null
}

export default function AnnounceSetCreate() {
  const blocks = useLotBlocks()
  return (
    <AnnounceSetForm
      existing={false}
      blocks={blocks}
      defaults={{ name: '', description: '', announcements: [{ network: '', block: '' }] }}
    />
  )
}
