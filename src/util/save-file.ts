/**
 * Save text as a file: a Blob, an object URL and a click on an `<a download>`. Nothing is
 * fetched or inlined, so the strict CSP (src/csp.ts) has nothing to refuse: a download is a
 * navigation, which no fetch directive governs.
 */
export function download(name: string, type: string, text: string) {
  saveBlob(name, new Blob([text], { type }))
}

/** Save bytes already in memory (a text, a downloaded support bundle) as a file. */
export function saveBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.hidden = true
  document.body.append(a)
  a.click()
  a.remove()
  // the browser has the file once the click is handled; the URL can go after this task
  setTimeout(() => URL.revokeObjectURL(url))
}
