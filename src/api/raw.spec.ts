import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from './client'
import { ApiError } from './errors'
import { type SendProgress, sendFile } from './raw'

/** XMLHttpRequest's contract as sendFile uses it, driven by the test. */
class FakeXhr {
  static HEADERS_RECEIVED = 2
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  readyState = 0
  responseText = ''
  aborted = false
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {}
  onload?: () => void
  onerror?: () => void
  onabort?: () => void
  onreadystatechange?: () => void
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url })
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v
  }
  getResponseHeader(k: string) {
    return k === 'x-request-id' ? 'req-1' : null
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, readyState: 2, responseText: JSON.stringify(body) })
    this.onreadystatechange?.()
    this.onload?.()
  }
}

const file = new File([new Uint8Array(1000)], 'oxide-23.0.0.zip')
const upload = (opts: Parameters<typeof sendFile>[3] = {}) =>
  sendFile('systemUpdateRepositoryUpload', { query: { fileName: file.name } }, file, opts)

afterEach(() => vi.unstubAllGlobals())

describe('sendFile', () => {
  it('PUTs the bytes at the SDK path and query, reports progress, answers as the SDK does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const progress: SendProgress[] = []
    const done = upload({ onProgress: (p) => progress.push(p) })
    const xhr = FakeXhr.last
    expect(xhr.method).toBe('PUT')
    expect(xhr.url).toBe('/v1/system/update/repositories?file_name=oxide-23.0.0.zip')
    expect(xhr.headers['api-version']).toBe(api.apiVersion)
    expect(xhr.body).toBe(file)
    xhr.upload.onprogress?.({ loaded: 400, total: 1000, lengthComputable: true })
    xhr.upload.onload?.()
    xhr.answer(200, {
      repo: {
        system_version: '23.0.0',
        file_name: file.name,
        hash: 'ab',
        time_created: '2026-11-26T02:00:00Z',
      },
      status: 'inserted',
    })
    const result = await done
    expect(result.status).toBe('inserted')
    expect(result.repo.systemVersion).toBe('23.0.0')
    expect(result.repo.timeCreated).toEqual(new Date('2026-11-26T02:00:00Z'))
    expect(progress[0]).toEqual({ sent: 400, total: 1000 })
    expect(progress.at(-1)).toEqual({ sent: 1000, total: 1000 })
  })

  it('throws the ApiError call would, with the server message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const done = upload()
    FakeXhr.last.answer(400, {
      error_code: null,
      message: 'failed to read end of central directory of zip archive',
      request_id: 'r-9',
    })
    const error = await done.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      message: 'Failed to read end of central directory of zip archive',
      requestId: 'r-9',
    })
  })

  it('stops when its signal aborts, with an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const controller = new AbortController()
    const done = upload({ signal: controller.signal })
    controller.abort()
    expect(FakeXhr.last.aborted).toBe(true)
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
  })
})
