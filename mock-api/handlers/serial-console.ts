import type { Instance } from '@oxide/api'
import { ws } from 'msw'
import { authenticate } from '../authn'
import { actAs, db } from '../db'
import { invalidRequest, unauthorized } from '../errors'
import type { Json } from '../json'
import { browserSession } from '../msw-cookies'
import { requireState } from './instance-state'
import { can, find } from './lookups'

/**
 * The serial console: a plausible boot log per instance, served by
 * `GET .../serial-console` (bytes from an offset) and by the stream's WebSocket, which plays the
 * log and echoes what is typed as a terminal would.
 */
function imageOf(instance: Json<Instance>) {
  const boot = db.disks.find((d) => d.id === instance.boot_disk_id)
  return db.images.find((i) => i.id === boot?.image_id)
}

/** Windows guests talk to the serial port through the Special Administration Console. */
const windowsLog = (instance: Json<Instance>) => [
  'BdsDxe: loading Boot0001 "UEFI Oxide Virtual Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
  'BdsDxe: starting Boot0001 "UEFI Oxide Virtual Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
  '',
  'Computer is booting, SAC started and initialized.',
  '',
  'Use the "ch -?" command for information about using channels.',
  'Use the "?" command for general help.',
  '',
  `SAC> EVENT: The CMD command is now available. (${instance.hostname})`,
  'SAC> ',
]

export function bootLog(instance: Json<Instance>): string {
  const image = imageOf(instance)
  if (image?.os === 'windows') return windowsLog(instance).join('\r\n')
  const os = image ? `${image.os[0]?.toUpperCase()}${image.os.slice(1)} ${image.version}` : 'Linux'
  const mem = Math.round(instance.memory / 1024)
  const lines = [
    'BdsDxe: loading Boot0001 "UEFI Oxide Virtual Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
    'BdsDxe: starting Boot0001 "UEFI Oxide Virtual Disk" from PciRoot(0x0)/Pci(0x10,0x0)',
    '[    0.000000] Linux version 6.8.0-49-generic (buildd@lcy02-amd64-103) (gcc 13.2.0) #49-Ubuntu SMP',
    '[    0.000000] Command line: BOOT_IMAGE=/vmlinuz root=LABEL=cloudimg-rootfs ro console=ttyS0',
    '[    0.000000] BIOS-provided physical RAM map:',
    `[    0.000000] Memory: ${mem}K available`,
    `[    0.012041] smpboot: Allowing ${instance.ncpus} CPUs, 0 hotplug CPUs`,
    '[    0.204117] clocksource: Switched to clocksource tsc-early',
    '[    0.813002] nvme nvme0: pci function 0000:00:10.0',
    '[    0.840512]  nvme0n1: p1 p14 p15',
    '[    1.102733] EXT4-fs (nvme0n1p1): mounted filesystem with ordered data mode',
    '[    1.530288] virtio_net virtio0 enp0s8: renamed from eth0',
    '[  OK  ] Started systemd-journald.service - Journal Service.',
    '[  OK  ] Reached target network.target - Network.',
    `         Starting cloud-init.service - Cloud-init: Network Stage...`,
    `[    4.771820] cloud-init[612]: Cloud-init v. 24.3 running 'init' at boot.`,
    `[    4.902114] cloud-init[612]: ci-info: +++++++ Net device info +++++++`,
    '[  OK  ] Started ssh.service - OpenBSD Secure Shell server.',
    '[  OK  ] Reached target multi-user.target - Multi-User System.',
    '',
    `${os} ${instance.hostname} ttyS0`,
    '',
    `${instance.hostname} login: `,
  ]
  return lines.join('\r\n')
}

const encoder = new TextEncoder()

type ConsoleQuery = {
  fromStart?: number | null
  mostRecent?: number | null
  maxBytes?: number | null
}

/** `InstanceSerialConsoleData`: bytes from `from_start`, or the last `most_recent` bytes. */
export function serialConsole(instance: Json<Instance>, query: ConsoleQuery) {
  const bytes = encoder.encode(bootLog(instance))
  const { fromStart, mostRecent, maxBytes } = query
  if ((fromStart == null) === (mostRecent == null))
    throw invalidRequest('Exactly one of from_start or most_recent must be specified')
  const start = fromStart ?? Math.max(0, bytes.length - (mostRecent ?? 0))
  const end = maxBytes == null ? bytes.length : Math.min(bytes.length, start + maxBytes)
  const data = Array.from(bytes.slice(Math.min(start, bytes.length), end))
  return { data, last_byte_offset: Math.max(start, end) }
}

/** How Nexus closes a stream it cannot serve: `CloseCode::Error` (1011). */
export const STREAM_ERROR = 1011

/** Nexus's close reason is its error's Display text: "Invalid Request: <message>" for a 400. */
const DISPLAY_PREFIX: Record<string, string> = { InvalidRequest: 'Invalid Request: ' }

/**
 * A stream's opening, whatever carries it (MSW in the browser, `ws` in the HTTP server): the
 * log's last `most_recent` bytes (all of it without), or why the stream closes (with
 * STREAM_ERROR, instance.rs `instance_serial_console_stream`).
 */
export async function openSerialConsole(
  instanceName: string,
  project: string | undefined,
  mostRecent: string | null,
  sessionCookie: string | undefined,
): Promise<{ ok: true; initial: Uint8Array } | { ok: false; reason: string }> {
  try {
    // as every API call: the session (in its silo), and Modify on the instance (instance.rs)
    const { user } = authenticate(sessionCookie, null)
    if (!user) throw unauthorized()
    const instance = actAs(user.silo_id, () => find.instance(instanceName, project))
    can.write(user, instance.project_id)
    requireState(instance, 'serialConsole')
    const log = encoder.encode(bootLog(instance))
    const recent = Number(mostRecent ?? log.length)
    return { ok: true, initial: log.slice(Math.max(0, log.length - recent)) }
  } catch (e) {
    const body: unknown = e instanceof Response ? await e.json() : undefined
    const field = (key: string) =>
      body && typeof body === 'object' && key in body
        ? String((body as Record<string, unknown>)[key])
        : ''
    const reason = `${DISPLAY_PREFIX[field('error_code')] ?? ''}${field('message') || 'error'}`
    // a close frame's reason holds at most 123 bytes
    return { ok: false, reason: reason.slice(0, 120) }
  }
}

/** What the guest's terminal echoes for typed input. */
export const serialEcho = (input: string) => encoder.encode(input.replace(/\r/g, '\r\n'))

/** The WebSocket stream in the browser (the HTTP server's is mock-api/serial-console-ws.ts). */
export const serialConsoleStream = ws
  .link('*/v1/instances/:instance/serial-console/stream')
  .addEventListener('connection', async ({ client, params }) => {
    const { searchParams } = client.url
    const opened = await openSerialConsole(
      String(params.instance),
      searchParams.get('project') ?? undefined,
      searchParams.get('most_recent'),
      browserSession(),
    )
    if (!opened.ok) {
      client.close(STREAM_ERROR, opened.reason)
      return
    }
    client.send(opened.initial)
    // Nexus forwards binary frames to the guest and drops text frames (proxy_instance_serial_ws)
    client.addEventListener('message', async ({ data }) => {
      if (typeof data === 'string') return
      const input = data instanceof Blob ? await data.text() : new TextDecoder().decode(data)
      client.send(serialEcho(input))
    })
  })
