import { scoreFields } from '~/util/fuzzy'
import type { Entry } from './collections'

export type Result = { entry: Entry; positions: number[] }

/** Equal scores list the containers first, pages last. */
const KIND_ORDER = [
  'Project',
  'Instance',
  'VPC',
  'Subnet',
  'Disk',
  'Snapshot',
  'Image',
  'Silo image',
  'Floating IP',
  'External subnet',
  'Affinity group',
  'Anti-affinity group',
  'Page',
]
const kindRank = (kind: string) => {
  const i = KIND_ORDER.indexOf(kind)
  return i < 0 ? KIND_ORDER.length : i
}

/** Where the user is counts a little: `disks` inside web-frontend means its Disks first. */
const HERE_BONUS = 4
/** A list this long is more than anyone reads; typing more narrows it. */
export const RESULT_LIMIT = 50

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isProjectPage = (e: Entry) => e.kind === 'Page' && e.to.startsWith('/projects/')

/**
 * The entries a query finds, best first: each word fuzzy-matched against the name, the place
 * (project, scope) and the kind, the name weighing most. A pasted id finds its resource. With
 * nothing typed: the pages, the current project's among them.
 */
export function search(
  entries: readonly Entry[],
  query: string,
  { project, limit = RESULT_LIMIT }: { project?: string; limit?: number } = {},
): Result[] {
  const q = query.trim()
  if (!q)
    return entries
      .filter((e) => e.kind === 'Page' && (!isProjectPage(e) || e.context === project))
      .sort((a, b) => Number(isProjectPage(b)) - Number(isProjectPage(a)))
      .slice(0, limit)
      .map((entry) => ({ entry, positions: [] }))
  if (UUID.test(q)) {
    const found = entries.filter((e) => e.id?.toLowerCase() === q.toLowerCase())
    if (found.length) return found.map((entry) => ({ entry, positions: [] }))
  }
  const scored: (Result & { score: number })[] = []
  for (const entry of entries) {
    const match = scoreFields(q, [entry.name, entry.context ?? '', entry.kind])
    if (!match) continue
    const here = project !== undefined && entry.context === project ? HERE_BONUS : 0
    scored.push({ entry, positions: match.positions, score: match.score + here })
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        kindRank(a.entry.kind) - kindRank(b.entry.kind) ||
        a.entry.name.length - b.entry.name.length ||
        a.entry.name.localeCompare(b.entry.name),
    )
    .slice(0, limit)
    .map(({ entry, positions }) => ({ entry, positions }))
}
