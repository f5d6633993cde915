/**
 * A small fuzzy matcher for "jump to anything": the query's characters must appear in the text
 * in order (a subsequence, case-insensitive). Among the ways they can, the best one counts:
 * characters at word starts (`web-frontend`: w, f) and unbroken runs (`front`) score most, gaps
 * cost a little. Scored like fzf, so typing the initials or a chunk of a name finds it first.
 */

export type FuzzyMatch = {
  score: number
  /** Indexes of the matched characters in the text, for highlighting. */
  positions: number[]
}

const MATCH = 16
/** The first character of the text: where names are usually typed from. */
const BONUS_START = 10
/** After a separator, or a lower-to-upper case change (`webFrontend`). */
const BONUS_BOUNDARY = 8
/** A character right after the previous match; a run keeps its first character's bonus. */
const BONUS_CONSECUTIVE = 4
const GAP_OPEN = 3
const GAP_EXTEND = 1
/** Ties go to the shorter text: `web` over `web-frontend` for the query `web`. */
const LENGTH_PENALTY = 0.01

const SEPARATOR = /[\s\-_./:·,()]/

function boundaryBonus(text: string, j: number): number {
  if (j === 0) return BONUS_START
  const prev = text[j - 1] ?? ''
  const here = text[j] ?? ''
  if (SEPARATOR.test(prev)) return BONUS_BOUNDARY
  if (prev >= 'a' && prev <= 'z' && here >= 'A' && here <= 'Z') return BONUS_BOUNDARY - 1
  const digit = (c: string) => c >= '0' && c <= '9'
  if (digit(here) && !digit(prev)) return BONUS_BOUNDARY / 2
  return 0
}

/** Cheap pre-check: most texts fail here and never reach the table. */
function isSubsequence(query: string, text: string): boolean {
  let i = 0
  for (let j = 0; j < text.length && i < query.length; j++) if (text[j] === query[i]) i++
  return i === query.length
}

const NONE = Number.NEGATIVE_INFINITY

/**
 * The best alignment of `query` in `text`, or null when the query is no subsequence of it.
 * Whitespace in the query is ignored here (`scoreFields` splits on it). O(query × text).
 */
export function fuzzyMatch(rawQuery: string, text: string): FuzzyMatch | null {
  const query = rawQuery.replace(/\s+/g, '').toLowerCase()
  if (query === '') return { score: 0, positions: [] }
  const lower = text.toLowerCase()
  if (!isSubsequence(query, lower)) return null

  const m = query.length
  const n = text.length
  const bonus = Array.from({ length: n }, (_, j) => boundaryBonus(text, j))
  // score[i*n+j]: q[0..i] matched with q[i] at j; run[...]: the bonus a run carries on;
  // fromRun[...]: whether q[i-1] sat at j-1 (for tracing the positions back)
  const score = new Float64Array(m * n).fill(NONE)
  const run = new Float64Array(m * n)
  const fromRun = new Uint8Array(m * n)
  // best[j]: the best score of the previous row at or before j, less the gap since
  let best = new Float64Array(n).fill(NONE)
  const from = new Int32Array(m * n).fill(-1)
  let bestAt = new Int32Array(n).fill(-1)

  for (let i = 0; i < m; i++) {
    const nextBest = new Float64Array(n).fill(NONE)
    const nextBestAt = new Int32Array(n).fill(-1)
    for (let j = i; j < n; j++) {
      const k = i * n + j
      if (lower[j] === query[i]) {
        if (i === 0) {
          // the first character's bonus counts double: it anchors the match
          score[k] = MATCH + 2 * (bonus[j] ?? 0)
          run[k] = bonus[j] ?? 0
        } else {
          const prev = (i - 1) * n + j - 1
          const carried = Math.max(bonus[j] ?? 0, BONUS_CONSECUTIVE, run[prev] ?? 0)
          const consecutive = (score[prev] ?? NONE) + MATCH + carried
          const gapped = j >= 2 ? (best[j - 2] ?? NONE) - GAP_OPEN + MATCH + (bonus[j] ?? 0) : NONE
          if (consecutive >= gapped && consecutive > NONE) {
            score[k] = consecutive
            run[k] = carried
            fromRun[k] = 1
          } else if (gapped > NONE) {
            score[k] = gapped
            run[k] = bonus[j] ?? 0
            from[k] = bestAt[j - 2] ?? -1
          }
        }
      }
      const decayed = j > 0 ? (nextBest[j - 1] ?? NONE) - GAP_EXTEND : NONE
      if ((score[k] ?? NONE) >= decayed) {
        nextBest[j] = score[k] ?? NONE
        nextBestAt[j] = j
      } else {
        nextBest[j] = decayed
        nextBestAt[j] = nextBestAt[j - 1] ?? -1
      }
    }
    best = nextBest
    bestAt = nextBestAt
  }

  let end = -1
  let top = NONE
  for (let j = m - 1; j < n; j++) {
    const s = score[(m - 1) * n + j] ?? NONE
    if (s > top) {
      top = s
      end = j
    }
  }
  if (end < 0) return null

  const positions: number[] = new Array(m)
  for (let i = m - 1, j = end; i >= 0; i--) {
    positions[i] = j
    const k = i * n + j
    j = fromRun[k] ? j - 1 : (from[k] ?? -1)
  }
  return { score: top - LENGTH_PENALTY * n, positions }
}

export type FieldMatch = {
  score: number
  /** Positions in the first field (the name), for highlighting. */
  positions: number[]
}

/**
 * A query of several words against a record's fields, e.g. `disks web` against
 * `['Disks', 'web-frontend']`: every word must match some field; each word counts its best
 * field, and a field after the first counts at `weight` (the name matters most). Null when a
 * word matches nowhere.
 */
export function scoreFields(
  query: string,
  fields: readonly string[],
  weight = 0.5,
): FieldMatch | null {
  const words = query.trim().split(/\s+/).filter(Boolean)
  let total = 0
  const positions = new Set<number>()
  for (const word of words) {
    let wordBest = NONE
    let wordPositions: number[] | undefined
    fields.forEach((field, f) => {
      const match = fuzzyMatch(word, field)
      if (!match) return
      const s = f === 0 ? match.score : match.score * weight
      if (s > wordBest) {
        wordBest = s
        wordPositions = f === 0 ? match.positions : undefined
      }
    })
    if (wordBest === NONE) return null
    total += wordBest
    for (const p of wordPositions ?? []) positions.add(p)
  }
  return { score: total, positions: [...positions].sort((a, b) => a - b) }
}
