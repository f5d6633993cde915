import { createWriteStream, existsSync, statSync } from 'node:fs'
import { finished } from 'node:stream/promises'
import type { Browser } from '@playwright/test'
import { newContext, type Target } from './browser'
import type { Measured } from './measure'
import { type Cell, mib } from './results'

/**
 * Issue 12's upload through the HTTP mock: a generated file of `UPLOAD_MIB` MiB, none of it
 * zeros (so every chunk is sent: the worst case), uploaded as an image from the project's
 * images page. Measured: MiB/s from the click to the image list, and the tab's peak JS heap
 * while it runs (sampled every 200 ms), which stays flat if only the chunks in flight are read.
 */
export const UPLOAD_KEYS = ['upload:rate', 'upload:heap']

const MiB = 1024 * 1024

/** Write the file once (1 MiB at a time, so the bench itself stays small); reuse it after. */
export async function uploadFile(path: string, mibs: number): Promise<string> {
  if (existsSync(path) && statSync(path).size === mibs * MiB) return path
  const out = createWriteStream(path)
  const block = Buffer.alloc(MiB)
  for (let m = 0; m < mibs; m++) {
    // never a zero byte: 1..255, varying by position and block
    for (let i = 0; i < MiB; i++) block[i] = ((i * 31 + m * 7) % 255) + 1
    if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()))
  }
  out.end()
  await finished(out)
  return path
}

const TIMEOUT_MS = 15 * 60_000

export async function uploadImage(
  browser: Browser,
  target: Target,
  file: { path: string; mibs: number },
  out: Measured,
) {
  const context = await newContext(browser, target)
  try {
    const page = await context.newPage()
    await page.goto(`${target.baseUrl}/projects/web-frontend/images-new`)
    const form = page.getByRole('dialog', { name: 'Upload image' })
    await form.getByRole('textbox', { name: 'Name' }).fill(`bench-${Date.now()}`)
    await form.getByRole('textbox', { name: 'OS' }).fill('bench')
    await form.getByRole('textbox', { name: 'Version' }).fill('1')
    await form.getByLabel('Image file').setInputFiles(file.path)

    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    let peak = 0
    let sampling = true
    const sample = async () => {
      while (sampling) {
        const { usedSize } = await cdp.send('Runtime.getHeapUsage')
        peak = Math.max(peak, usedSize)
        await new Promise((r) => setTimeout(r, 200))
      }
    }
    const sampler = sample()
    const t0 = Date.now()
    await form.getByRole('button', { name: 'Upload image' }).click()
    const failed = form.getByRole('alert')
    const outcome = await Promise.race([
      page.waitForURL(/\/images$/, { timeout: TIMEOUT_MS }).then(() => 'ok' as const),
      failed.waitFor({ timeout: TIMEOUT_MS }).then(() => 'failed' as const),
    ])
    const seconds = (Date.now() - t0) / 1000
    sampling = false
    await sampler
    await cdp.detach()
    if (outcome === 'failed') {
      const reason: Cell = { failed: ((await failed.textContent()) ?? '').trim() }
      out['upload:rate'] = reason
      out['upload:heap'] = reason
      return
    }
    const note = `${file.mibs} MiB in ${Math.round(seconds)} s`
    out['upload:rate'] = { value: Math.round((file.mibs / seconds) * 10) / 10, note }
    out['upload:heap'] = { value: mib(peak), note: `peak, ${file.mibs} MiB file` }
  } finally {
    await context.close()
  }
}
