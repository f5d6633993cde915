/**
 * THE performance budgets, checked by `npm run bench` (all of them) and by `npm test` (the
 * bundle ones, test/unit/bundle-budgets.spec.ts). Tighten them as the console gets faster;
 * loosening one needs a reason written here.
 *
 * Times are medians on the 2-core CI machine with the mock API answering without delay, so
 * they measure the console, not the network or the mock.
 */
export const budgets = {
  /**
   * gzip JS a cold load of the instance list downloads, production bundle. 202, was 203.5:
   * the production build's chunks are named by their hash alone (vite.config.ts), and every
   * chunk's name is in the preload lists of the chunks that load it: 201.74 measured on
   * 2026-11-27 (203.58 with the names), with issue 26's list pages, issue 27's side reads and
   * type-ahead, and the silo's type-to-confirm delete in it. 203.5 held through
   * issue 28 (a user with project roles only: the project layout remembers each project that
   * opened for a user with no silo role, 0.3 KiB), paid for by the login and device layouts
   * loading with their pages and the error page's no-groups check loading with the notice
   * (203.48 measured). 203.5, was 204:
   * the system pages' paths moved out of `pb` into `util/system-paths.ts`, which only the
   * system pages (loaded with the first visit below /system) import (0.7 KiB: 203.2 measured).
   * 204, was 203: issue
   * 18's probes are project pages (the API scopes them to a project), so their list, form and
   * page join the project route table every page loads, with the fleet-viewer check on the
   * project nav and the new paths (0.5 KiB; the system pages stay in the lazily patched table).
   * 203, was 202: issue
   * 15's screens (serial console, metrics, silo and system utilization) replace placeholders in
   * the route table with their own entries, a screen is keyed by its own path (route-table
   * kit: forms showed the previous record after an in-app move), and error toasts leave the
   * tab order while hidden (0.8 KiB in all; xterm.js and uPlot load with their screens only).
   * 202, was 201: issue
   * 14's screens (SSH keys, access tokens, sessions, the two access pages) add their entries to
   * the route table, which every page loads (their modules load on first use), and the roles
   * table learned how silo roles carry into projects (0.5 KiB in all). 201, was 200: issue
   * 11 puts the Jump to and Activity buttons, their shortcut keys and the change hook in `call`
   * on every page (0.7 KiB; the dialog, the panel, the sheet and the log itself load on first
   * use); the shell's role-read watcher (main) and the error page's readings of the server's
   * 400s (a name no resource can have, an unreadable page token) came with the notice's text
   * lazy.
   */
  initialJsKiB: 202,
  /** gzip JS a route module adds to the app shell (its chunk and the chunks only it needs) */
  routeModuleKiB: 100,
  /**
   * API round trips a cold load waits for before its content (bench/round-trips.ts), on the
   * page that waits most: what gates a page is asked with its content (issue 29)
   */
  tripsBeforeContent: 1,
  /**
   * API calls a cold load makes before its content, on the page that makes most, on the large
   * seed's fleet (32 sleds, 400 projects, 50 receivers: issue 29)
   */
  callsBeforeContent: 10,
  /** API calls in the 5 s after the content, on the page that makes most, on that fleet */
  callsAfterContent: 20,
  /** navigation start to the page's main content on screen, median of 5 fresh contexts */
  coldLoadMs: 1000,
  /** click on a link to the next list page's content on screen, median of 10 */
  clientNavMs: 150,
  /** click on Next to the next 100 of 5,000 instances on screen, median */
  pagingMs: 300,
  /** the longest main-thread task while scrolling 100 rows of 5,000 */
  scrollLongTaskMs: 100,
  /** sorted by a column the API does not page by: the longest task while the rest of 5,000 loads */
  loadRestLongTaskMs: 100,
  /** a week of 1-minute points (two series of 10,080) drawn and hovered: the longest task */
  chartLongTaskMs: 50,
  /** a keystroke in the filter to the rows on screen, 5,000 held, median */
  filterKeystrokeMs: 50,
  /** JS heap in use after the instance list loaded (after a GC) */
  heapMiB: 16,
  /**
   * An image upload of 1 GiB through the HTTP mock, MiB/s of the file: a floor (at least this
   * fast). The mock is the bottleneck, not the console: every 512 KiB chunk goes as 700 KB of
   * JSON through the preview proxy to the mock, whose handler matching alone costs ~10 ms a
   * chunk (37 MiB/s in-process, one core), on the same 2 cores as the browser. 9.7 measured.
   */
  uploadMiBps: 8,
  /** the tab's peak JS heap during that upload: flat whatever the file's size (issue 12: < 100) */
  uploadHeapMiB: 100,
} as const

export type BudgetKey = keyof typeof budgets

/** Budgets that are floors: the value passes at or above them. */
export const FLOORS: readonly BudgetKey[] = ['uploadMiBps']
