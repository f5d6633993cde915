import type { Instance, InstanceUpdate } from '@oxide/api'

/**
 * InstanceUpdate replaces every reconfigurable setting at once, so each settings form sends
 * the instance's current values with its own change on top.
 */
export const instanceUpdateBody = (
  instance: Instance,
  change: Partial<InstanceUpdate>,
): InstanceUpdate => ({
  ncpus: instance.ncpus,
  memory: instance.memory,
  bootDisk: instance.bootDiskId ?? null,
  autoRestartPolicy: instance.autoRestartPolicy ?? null,
  cpuPlatform: instance.cpuPlatform ?? null,
  enableJumboFrames: instance.enableJumboFrames,
  ...change,
})

/** Spec section 9 lists 1 and 64; they are the bounds of an instance's vCPU count. */
export const MIN_CPUS = 1
export const MAX_CPUS = 64
/** Memory in GiB: at least 1, at most 1024 (1 TiB). */
export const MIN_MEMORY_GIB = 1
export const MAX_MEMORY_GIB = 1024
