import type { SupportBundleInfo, SupportBundleState } from '@oxide/api'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useRowQuery } from '~/components/use-seen-here'
import { Badge, type BadgeColor } from '~/ui/badge'
import { formatBytes } from '~/util/units'
import { supportBundleFileSize, supportBundleSize } from './queries'

const STATE_COLOR: Record<SupportBundleState, BadgeColor> = {
  collecting: 'blue',
  active: 'green',
  destroying: 'neutral',
  failed: 'red',
}

/** The state in words and colour; a failed bundle is plainly marked. */
export function BundleStateBadge({ state }: { state: SupportBundleState }) {
  return (
    <Badge color={STATE_COLOR[state]}>
      {(state === 'collecting' || state === 'destroying') && (
        <span aria-hidden className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
      )}
      {state}
    </Badge>
  )
}

/** An active bundle's size (a HEAD of its download); other states have no bytes to count. */
export function BundleSize({ bundle }: { bundle: SupportBundleInfo }) {
  const active = bundle.state === 'active'
  const size = useQuery({ ...supportBundleSize(bundle.id), enabled: active })
  if (!active) return <span className="text-tertiary">—</span>
  return <Size size={size} />
}

/**
 * A file's size (a HEAD of its download), asked for once its row has been seen: a bundle holds
 * dozens of files, and only those looked at are asked for (issue 29).
 */
export function BundleFileSize({ bundleId, file }: { bundleId: string; file: string }) {
  const [ref, size] = useRowQuery(supportBundleFileSize(bundleId, file))
  return (
    <span ref={ref}>
      <Size size={size} />
    </span>
  )
}

function Size({ size }: { size: UseQueryResult<number | null> }) {
  if (size.isPending) return <span className="text-tertiary">…</span>
  // the size is only a HEAD away, but a HEAD can fail too: say why it is missing
  if (size.error)
    return (
      <span className="text-sm break-words text-danger-fg">Not read: {size.error.message}</span>
    )
  if (size.data == null) return <span className="text-tertiary">unknown</span>
  return <span className="font-mono">{formatBytes(size.data)}</span>
}
