import type { SupportBundleInfo } from '@oxide/api'
import { queryOptions } from '@tanstack/react-query'
import type { Touches } from '~/api/change'
import { call, listQ, type OpParams, type PageParams, PICKER_LIMIT, q } from '~/api/query'
import { pollWhile, pollWhileAny } from '~/util/poll'

export const supportBundleList = (page: PageParams) => listQ('supportBundleList', {}, page)
/** Every bundle at once, for the issues page (a rack keeps a handful). */
export const allSupportBundles = () => q('supportBundleList', { query: { limit: PICKER_LIMIT } })

export const supportBundleView = (bundleId: string) =>
  q('supportBundleView', { path: { bundleId } })

/** A bundle on its way somewhere: collected into `active`, or destroyed and gone. */
export const isBundleBusy = (b: SupportBundleInfo) =>
  b.state === 'collecting' || b.state === 'destroying'

export const pollBundles = pollWhileAny<SupportBundleInfo>(isBundleBusy)
export const pollBundle = pollWhile<SupportBundleInfo>(isBundleBusy)

/** The file path as one URL segment: the API's `{file}` is a single path parameter. */
export const filePath = (bundleId: string, file: string) => ({
  bundleId,
  file: encodeURIComponent(file),
})

/**
 * A bundle's bytes, index and sizes are no JSON (api/raw.ts), loaded on first use: the system
 * pages' route table imports this module, and every system page's first load would carry it.
 */
const raw = () => import('~/api/raw')

/** An active bundle's files, from its index (text, one name a line). */
export const supportBundleIndex = (bundleId: string) =>
  queryOptions({
    queryKey: ['supportBundleIndex', { path: { bundleId } }] as const,
    queryFn: async ({ signal }) => {
      const res = await (await raw()).fetchRaw(
        'supportBundleIndex',
        { path: { bundleId } },
        { signal },
      )
      return (await res.text()).split('\n').filter(Boolean)
    },
  })

/** Content-Length of a HEAD: the API tells a bundle's or a file's size nowhere else. */
const headSize =
  <O extends 'supportBundleHead' | 'supportBundleHeadFile'>(op: O, params: OpParams<O>) =>
  async ({ signal }: { signal: AbortSignal }) => {
    const res = await (await raw()).fetchRaw(op, params, { signal })
    const length = Number(res.headers.get('content-length'))
    return Number.isFinite(length) ? length : null
  }

/** An active bundle's size in bytes, from a HEAD of its download. */
export const supportBundleSize = (bundleId: string) =>
  queryOptions({
    queryKey: ['supportBundleHead', { path: { bundleId } }] as const,
    queryFn: headSize('supportBundleHead', { path: { bundleId } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** One file's size in bytes, from a HEAD of its download (`supportBundleHeadFile`). */
export const supportBundleFileSize = (bundleId: string, file: string) =>
  queryOptions({
    queryKey: ['supportBundleHeadFile', { path: filePath(bundleId, file) }] as const,
    queryFn: headSize('supportBundleHeadFile', { path: filePath(bundleId, file) }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const deleteSupportBundle = (b: SupportBundleInfo) =>
  call('supportBundleDelete', { path: { bundleId: b.id } })

/** What creating, commenting on or deleting a bundle makes stale. */
export const SUPPORT_BUNDLE_OPS = [
  'supportBundleList',
  'supportBundleView',
] as const satisfies Touches
