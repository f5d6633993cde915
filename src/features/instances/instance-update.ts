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

/**
 * The bounds the API server enforces (real-api-behaviour.md row 10): 1 to 254 vCPUs, 1 to
 * 1536 GiB of memory. (Spec section 9's unexplained 64 and 1024 were read as these bounds
 * once; the server allows more, and the server wins.)
 */
export const MIN_CPUS = 1
export const MAX_CPUS = 254
export const MIN_MEMORY_GIB = 1
export const MAX_MEMORY_GIB = 1536
