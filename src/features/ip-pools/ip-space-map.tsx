import type { IpPoolRange } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { capitalize, errorMessage } from '~/api/errors'
import { Button } from '~/ui/button'
import { bigToIp, ipToBig } from '~/util/ip'
import {
  type Block,
  blockSize,
  type Count,
  describeCount,
  formatCount,
  freeBlocks,
  offsetPercent,
  rangeBlock,
} from '~/util/ip-space'
import { MAX_INSTANCES, type PoolAddresses, poolAddresses } from './pool-addresses'

/**
 * The pool's address space, range by range: a bar per range with the taken addresses the
 * console can see marked, and the same as text (taken addresses, free blocks with their
 * sizes), so how fragmented the pool is and where there is room reads without the picture.
 */
type Props = {
  poolId: string
  ranges: IpPoolRange[]
  /** The pool's allocated count from the utilization (exact or bounded). */
  allocated: Count | undefined
  linkedToMySilo: boolean
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)

/** Consecutive taken addresses as runs, for the bar. */
function runs(taken: bigint[]): Block[] {
  const out: Block[] = []
  for (const n of taken) {
    const last = out.at(-1)
    if (last && n === last.last + 1n) last.last = n
    else out.push({ first: n, last: n })
  }
  return out
}

/**
 * A range, its bar, its free blocks and the taken addresses in it. Until the taken addresses
 * are known (`taken` undefined) only the range's size is: no count and no block is shown,
 * rather than a whole range "free" that is not (issue 27).
 */
function RangeMap({
  range,
  taken,
  finding,
}: {
  range: IpPoolRange
  taken: PoolAddresses['seen'] | undefined
  finding: boolean
}) {
  const block = rangeBlock(range.range)
  const { version } = block
  const byAddress = new Map<bigint, string[]>()
  for (const t of taken ?? []) {
    const n = ipToBig(t.ip)
    if (n && n.version === version && n.n >= block.first && n.n <= block.last)
      byAddress.set(n.n, [...(byAddress.get(n.n) ?? []), t.holder])
  }
  const inside = [...byAddress.keys()].sort(cmp)
  const free = freeBlocks(block, inside)
  const ip = (n: bigint) => bigToIp({ version, n })
  const label = `${range.range.first}–${range.range.last}`
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-raise p-3">
      <h3 className="font-mono text-sm font-medium [overflow-wrap:anywhere]">{label}</h3>
      <p className="text-secondary">
        {formatCount(blockSize(block))} addresses ·{' '}
        {taken === undefined
          ? finding
            ? 'finding the taken ones…'
            : 'taken ones not looked up'
          : `${formatCount(BigInt(inside.length))} taken that you can see · ${formatCount(BigInt(free.length))} free ${free.length === 1 ? 'block' : 'blocks'}`}
      </p>
      <svg
        viewBox="0 0 1000 16"
        preserveAspectRatio="none"
        className="h-4 w-full rounded-sm"
        aria-hidden
      >
        <rect x="0" y="0" width="1000" height="16" className="fill-accent-subtle" />
        {runs(inside).map((r) => {
          const x = offsetPercent(block, r.first) * 10
          const w = Math.max(
            2,
            (offsetPercent(block, r.last + 1n) - offsetPercent(block, r.first)) * 10,
          )
          return (
            <rect key={String(r.first)} x={x} y="0" width={w} height="16" className="fill-danger" />
          )
        })}
      </svg>
      {taken !== undefined && (
        <div className="grid gap-3 md:grid-cols-2">
          <div>
            <h4 className="text-2xs font-semibold tracking-wider text-tertiary uppercase">
              Free blocks
            </h4>
            <ul aria-label={`Free blocks of ${label}`} className="font-mono text-xs">
              {free.length === 0 && <li className="text-secondary">None</li>}
              {free.map((f) => (
                <li key={String(f.first)} className="[overflow-wrap:anywhere]">
                  {f.first === f.last ? ip(f.first) : `${ip(f.first)}–${ip(f.last)}`} (
                  {formatCount(blockSize(f))})
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-2xs font-semibold tracking-wider text-tertiary uppercase">
              Taken addresses you can see
            </h4>
            <ul aria-label={`Taken addresses of ${label}`} className="text-xs">
              {inside.length === 0 && <li className="text-secondary">None</li>}
              {inside.map((n) => (
                <li key={String(n)} className="[overflow-wrap:anywhere]">
                  <span className="font-mono">{ip(n)}</span>{' '}
                  <span className="text-secondary">{byAddress.get(n)?.join(', ')}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </li>
  )
}

/**
 * Finding the taken addresses reads every project of the silo and every instance (up to
 * MAX_INSTANCES): a request per object, so it runs when asked (issue 29), unless there is
 * nothing to find (a pool not linked to the user's silo, or nothing allocated); a finding read
 * before stays in the cache.
 */
export function IpSpaceMap({ poolId, ranges, allocated, linkedToMySilo }: Props) {
  const [asked, setAsked] = useState(false)
  const nothingToFind = !linkedToMySilo || allocated?.high === 0n
  const addresses = useQuery({
    ...poolAddresses(poolId, linkedToMySilo && !nothingToFind),
    enabled: asked || nothingToFind,
  })
  const finding = addresses.isFetching && !addresses.data
  const sorted = ranges.toSorted((a, b) =>
    cmp(rangeBlock(a.range).first, rangeBlock(b.range).first),
  )
  const seen = new Set(addresses.data?.seen.map((s) => s.ip))
  const hidden =
    allocated && addresses.data
      ? { low: allocated.low - BigInt(seen.size), high: allocated.high - BigInt(seen.size) }
      : undefined
  return (
    <section className="mt-6 flex flex-col gap-3" aria-labelledby="space-map-heading">
      <h2 id="space-map-heading" className="text-base font-semibold">
        Address space
      </h2>
      {addresses.error ? (
        <p className="text-danger-fg">{errorMessage(addresses.error)}</p>
      ) : finding ? (
        <p className="text-secondary">Finding the taken addresses…</p>
      ) : !addresses.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-secondary">
            The API lists no pool’s taken addresses: they are found in your silo’s floating IPs and
            instances, two requests for each project and one for each instance (up to{' '}
            {MAX_INSTANCES}).
          </p>
          <Button variant="secondary" size="sm" onClick={() => setAsked(true)}>
            Find the taken addresses
          </Button>
        </div>
      ) : (
        <p className="text-secondary">
          {linkedToMySilo
            ? 'Taken addresses are those of your silo: floating IPs, and instances’ ephemeral and SNAT IPs.'
            : 'This pool is not linked to your silo, so none of its taken addresses can be listed.'}{' '}
          {hidden && hidden.high > 0n
            ? `${capitalize(describeCount({ low: hidden.low < 0n ? 0n : hidden.low, high: hidden.high }))} more ${hidden.high === 1n ? 'is' : 'are'} taken elsewhere (other silos, the rack’s services), so the free blocks below may hold them.`
            : 'These are all the pool’s taken addresses, so the free blocks are free.'}
          {hidden &&
            hidden.low !== hidden.high &&
            ' (The API sends counts past 2^53 rounded, so the pool’s allocated count is known only within bounds.)'}
          {addresses.data.unread > 0 &&
            ` The addresses of ${formatCount(BigInt(addresses.data.unread))} more instances were not read.`}
        </p>
      )}
      {sorted.length === 0 ? (
        <p className="text-secondary">The pool has no ranges.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sorted.map((r) => (
            <RangeMap key={r.id} range={r} taken={addresses.data?.seen} finding={finding} />
          ))}
        </ul>
      )}
    </section>
  )
}
