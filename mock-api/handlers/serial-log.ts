import type { Instance } from '@oxide/api'
import { db } from '../db'
import type { Json } from '../json'

/** The guest's side of the serial console: what an instance prints as it boots. */
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

/** What the guest prints as it goes down for a reboot, before it boots again. */
export const rebootLog = [
  '',
  '[  OK  ] Stopped target multi-user.target - Multi-User System.',
  '[  OK  ] Reached target reboot.target - System Reboot.',
  '[ 4121.310442] reboot: Restarting system',
  '',
].join('\r\n')
