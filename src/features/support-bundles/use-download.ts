import { useCallback, useEffect, useRef, useState } from 'react'
import type { Op } from '~/api/client'
import { errorMessage } from '~/api/errors'
import type { OpParams } from '~/api/query'
import { fetchRaw } from '~/api/raw'
import { lengthOf, type Progress, readWithProgress } from '~/util/read-progress'
import { saveBlob } from '~/util/save-file'

export type DownloadState =
  | { phase: 'idle' }
  | { phase: 'running'; name: string; progress: Progress }
  | { phase: 'done'; name: string; size: number }
  | { phase: 'cancelled'; name: string }
  | { phase: 'error'; name: string; message: string }

/**
 * One download at a time: fetch the bytes, count them against Content-Length as they come (a
 * bundle is large), then save them through a Blob URL. Cancel aborts the request; leaving the
 * page does too.
 */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ phase: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = useCallback(async <O extends Op>(op: O, params: OpParams<O>, name: string) => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ phase: 'running', name, progress: { received: 0, total: null } })
    try {
      const res = await fetchRaw(op, params, { signal: controller.signal })
      const total = lengthOf(res.headers.get('content-length'))
      setState({ phase: 'running', name, progress: { received: 0, total } })
      if (!res.body) throw new Error('The answer had no body')
      const blob = await readWithProgress(
        res.body,
        total,
        (progress) => {
          if (!controller.signal.aborted) setState({ phase: 'running', name, progress })
        },
        res.headers.get('content-type') ?? undefined,
      )
      if (controller.signal.aborted) return
      saveBlob(name, blob)
      setState({ phase: 'done', name, size: blob.size })
    } catch (e) {
      if (controller.signal.aborted) setState({ phase: 'cancelled', name })
      else setState({ phase: 'error', name, message: errorMessage(e) })
    }
  }, [])

  const cancel = useCallback(() => abort.current?.abort(), [])
  return { state, start, cancel }
}
