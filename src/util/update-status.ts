import type { UpdateStatus } from '@oxide/api'
import { byVersionDescending, compareVersions, parseVersion } from './semver'

/**
 * The update status in the terms a page shows (UpdateStatus: the components counted by the
 * release they run; "install dataset" for the software the rack was installed with, "unknown"
 * for software of no uploaded repository).
 */
export type VersionCount = { version: string; count: number; isTarget: boolean }

export function updateProgress(
  status: Pick<UpdateStatus, 'componentsByReleaseVersion' | 'targetRelease'>,
) {
  const target = status.targetRelease?.version ?? null
  const rows: VersionCount[] = Object.entries(status.componentsByReleaseVersion)
    .map(([version, count]) => ({ version, count, isTarget: version === target }))
    .sort((a, b) => byVersionDescending(a.version, b.version))
  const total = rows.reduce((sum, r) => sum + r.count, 0)
  const onTarget = rows.find((r) => r.isTarget)?.count ?? 0
  return {
    rows,
    total,
    onTarget,
    /** A target is set and not every component runs it yet. */
    inProgress: target !== null && onTarget < total,
  }
}

/**
 * Why a release cannot be the new target, as Nexus would refuse it (deployment.rs
 * `validate_update_version_number_ordering`, then a running update), or undefined. The server
 * stays the judge; this only keeps the choice honest.
 */
export function targetRefusal(
  proposed: string,
  current: string | null,
  inProgress: boolean,
): string | undefined {
  if (current === null) return undefined
  const [p, c] = [parseVersion(proposed), parseVersion(current)]
  if (!p || !c) return undefined
  if (proposed === current) return 'This is the target release already'
  if (p.major > c.major + 1)
    return `Cannot skip from scheduled release ${c.major} to scheduled release ${p.major}`
  if (compareVersions(p, c) < 0) return `Older than the target release ${current}`
  if (inProgress) return 'A previous update is still in progress'
  return undefined
}
