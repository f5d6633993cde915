/**
 * Read a response body to the end, counting bytes against the length the server announced
 * (Content-Length), so a large download can show how far it is. `onProgress` hears after each
 * chunk; the result is the bytes as one Blob. An abort (the reader's cancel) rejects.
 */
export type Progress = { received: number; total: number | null }

export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  total: number | null,
  onProgress: (p: Progress) => void,
  type = 'application/octet-stream',
): Promise<Blob> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    onProgress({ received, total })
  }
  return new Blob(chunks as BlobPart[], { type })
}

/** Content-Length as a number of bytes, or null when absent or unreadable. */
export function lengthOf(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null
  return Number(header)
}

/** Whole percent done, capped at 100; null when the total is unknown. */
export function percentOf({ received, total }: Progress): number | null {
  if (!total) return null
  return Math.min(100, Math.floor((received / total) * 100))
}
