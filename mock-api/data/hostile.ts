import type { Group, Project, Silo, SshKey, User } from '@oxide/api'
import type { Seed } from '../config'
import type { Db } from '../db'
import type { Json } from '../json'
import { webFrontend } from './projects'
import { silo } from './silo'

/**
 * The `hostile` seed: records whose free text tries to break the console. Names stay within the
 * API's rules (lowercase, digits, dashes, at most 63 characters), so the hostile part is in
 * descriptions, display names and key text, as it would be on a real rack. Every payload that
 * could run sets `window.__hostileRan` and opens a dialog, which the end-to-end tests watch for.
 */
export const RAN_FLAG = '__hostileRan'

export const HOSTILE = {
  script: `<script>window.${RAN_FLAG}=1;alert(1)</script>`,
  img: `<img src=x onerror="window.${RAN_FLAG}=1;alert(1)">`,
  breakout: `"><svg onload="window.${RAN_FLAG}=1;alert(1)">`,
  jsUrl: `javascript:window.${RAN_FLAG}=1;alert(1)`,
  template: `{{constructor.constructor('window.${RAN_FLAG}=1')()}} \${alert(1)}`,
  entities: '&lt;b&gt;not bold&lt;/b&gt; &amp;amp; <b>not bold either</b>',
  longWord: 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(8),
  rtl: '\u202Egnp.exe\u202C then שלום עולם and مرحبا بالعالم',
  zeroWidth: 'zero\u200Bwidth\u200Cnon\u200Djoiner\u2060word\uFEFFbom',
  emoji: '🔥 prod 🚀 👩🏽‍💻 👨‍👩‍👧‍👦 🇳🇿 🏳️‍🌈',
  newlines: 'line one\nline two\r\n\ttabbed',
} as const

export type HostileKind = keyof typeof HOSTILE

/** The longest word a name can be: 63 letters, no dashes to break at. */
export const LONGEST_NAME = `l${'o'.repeat(61)}g`

const id = (n: number) => `ba5e0000-0000-4000-8000-${String(n).padStart(12, '0')}`
const time = '2025-11-01T12:00:00Z'
const stamp = { time_created: time, time_modified: time }

/** One project per payload, named for it, with the payload as its description. */
export const hostileProjects: Json<Project>[] = [
  ['xss-script', HOSTILE.script],
  ['xss-img', HOSTILE.img],
  ['xss-breakout', HOSTILE.breakout],
  ['xss-js-url', HOSTILE.jsUrl],
  ['xss-template', HOSTILE.template],
  ['text-entities', HOSTILE.entities],
  [LONGEST_NAME, HOSTILE.longWord],
  ['text-rtl', HOSTILE.rtl],
  ['text-zero-width', HOSTILE.zeroWidth],
  ['text-emoji', HOSTILE.emoji],
  ['text-newlines', HOSTILE.newlines],
].map(([name = '', description = ''], i) => ({ id: id(100 + i), name, description, ...stamp }))

/** Mallory signs in with `mallory` / `mallory-pass`; her name is markup. */
export const mallory: Json<User> = {
  id: id(1),
  display_name: `${HOSTILE.img}Mallory`,
  silo_id: silo.id,
  ...stamp,
}

export const hostileUsers: Json<User>[] = [
  mallory,
  { id: id(2), display_name: HOSTILE.rtl, silo_id: silo.id, ...stamp },
  { id: id(3), display_name: HOSTILE.emoji, silo_id: silo.id, ...stamp },
  { id: id(4), display_name: HOSTILE.longWord, silo_id: silo.id, ...stamp },
  { id: id(5), display_name: HOSTILE.zeroWidth, silo_id: silo.id, ...stamp },
  // of xss-silo, whose user page the system pages show
  { id: id(6), display_name: HOSTILE.script, silo_id: id(20), ...stamp },
]

/** Mallory's group carries the script payload and a collaborator role on the silo. */
export const scriptGroup: Json<Group> = {
  id: id(10),
  display_name: HOSTILE.script,
  silo_id: silo.id,
  ...stamp,
}
const breakoutGroup: Json<Group> = {
  id: id(11),
  display_name: HOSTILE.breakout,
  silo_id: silo.id,
  ...stamp,
}

const hostileSilo: Json<Silo> = {
  ...silo,
  id: id(20), // its user: hostileUsers
  name: 'xss-silo',
  description: HOSTILE.breakout,
  admin_group_name: HOSTILE.script,
  mapped_fleet_roles: {},
  ...stamp,
}

const malloryKey: Json<SshKey> = {
  id: id(30),
  name: 'xss-key',
  description: HOSTILE.img,
  public_key: `ssh-ed25519 AAAA${HOSTILE.script} ${HOSTILE.emoji}`,
  silo_user_id: mallory.id,
  ...stamp,
}

/** The project whose children carry the payloads (cloned from web-frontend's records). */
export const HOSTILE_PROJECT = 'xss-script'

/**
 * Children of the hostile project, cloned from web-frontend's seeded records so they have every
 * field the screens read, with hostile free text. Names stay valid; one is the longest word.
 */
function addHostileChildren(db: Db) {
  const project = db.projects.find((p) => p.name === HOSTILE_PROJECT)
  if (!project) return
  const own = <T extends { project_id?: string | null }>(list: T[]) =>
    list.find((r) => r.project_id === webFrontend.id)
  const base = { project_id: project.id, ...stamp }

  const instance = db.instances.find(
    (i) => i.project_id === webFrontend.id && i.run_state === 'stopped',
  )
  if (instance)
    db.instances.push(
      ...[
        ['xss-instance', HOSTILE.script],
        [LONGEST_NAME, HOSTILE.longWord],
        ['text-instance', `${HOSTILE.rtl} ${HOSTILE.emoji} ${HOSTILE.zeroWidth}`],
      ].map(([name = '', description = ''], i) => ({
        ...structuredClone(instance),
        ...base,
        id: id(200 + i),
        name,
        description,
        hostname: name,
        boot_disk_id: null,
      })),
    )

  const disk = db.disks.find((d) => d.project_id === webFrontend.id && d.state.state === 'detached')
  if (disk) {
    db.disks.push({
      ...structuredClone(disk),
      ...base,
      id: id(210),
      name: 'xss-disk',
      description: HOSTILE.img,
      device_path: '/mnt/xss-disk',
    })
    db.snapshots.push({
      ...base,
      id: id(211),
      name: 'xss-snapshot',
      description: HOSTILE.breakout,
      disk_id: id(210),
      size: disk.size,
      state: 'ready',
    })
  }

  const floating = own(db.floatingIps)
  if (floating)
    db.floatingIps.push({
      ...structuredClone(floating),
      ...base,
      id: id(212),
      name: 'xss-floating-ip',
      description: HOSTILE.template,
      ip: '198.51.100.99',
      instance_id: null,
    })

  const subnet = own(db.externalSubnets)
  if (subnet)
    db.externalSubnets.push({
      ...structuredClone(subnet),
      ...base,
      id: id(213),
      name: 'xss-external-subnet',
      description: HOSTILE.breakout,
      subnet: '198.18.48.0/24',
      instance_id: null,
    })

  const image = own(db.images)
  if (image)
    db.images.push({
      ...structuredClone(image),
      ...base,
      id: id(220),
      name: 'xss-image',
      description: HOSTILE.jsUrl,
      os: HOSTILE.img,
      version: HOSTILE.emoji,
    })

  const vpc = own(db.vpcs)
  if (vpc) {
    const vpcId = id(230)
    const routerId = id(231)
    const router = db.vpcRouters.find((r) => r.vpc_id === vpc.id && r.kind === 'system')
    const subnet = db.vpcSubnets.find((r) => r.vpc_id === vpc.id)
    const rule = db.vpcFirewallRules.find((r) => r.vpc_id === vpc.id)
    db.vpcs.push({
      ...structuredClone(vpc),
      ...base,
      id: vpcId,
      name: 'xss-vpc',
      description: HOSTILE.breakout,
      dns_name: 'xss-vpc',
      system_router_id: routerId,
    })
    if (router)
      db.vpcRouters.push({
        ...structuredClone(router),
        ...stamp,
        id: routerId,
        vpc_id: vpcId,
        description: HOSTILE.entities,
      })
    if (subnet)
      db.vpcSubnets.push({
        ...structuredClone(subnet),
        ...stamp,
        id: id(232),
        vpc_id: vpcId,
        name: 'xss-subnet',
        description: HOSTILE.template,
      })
    const gateway = db.internetGateways.find((g) => g.vpc_id === vpc.id)
    const gatewayPool = db.internetGatewayIpPools.find((p) => p.internet_gateway_id === gateway?.id)
    if (gateway) {
      db.internetGateways.push({
        ...structuredClone(gateway),
        ...stamp,
        id: id(234),
        vpc_id: vpcId,
        name: 'xss-gateway',
        description: HOSTILE.img,
      })
      if (gatewayPool)
        db.internetGatewayIpPools.push({
          ...structuredClone(gatewayPool),
          ...stamp,
          id: id(235),
          internet_gateway_id: id(234),
          description: HOSTILE.jsUrl,
        })
    }
    if (rule)
      db.vpcFirewallRules.push({
        ...structuredClone(rule),
        ...stamp,
        id: id(233),
        vpc_id: vpcId,
        name: 'xss-rule',
        description: HOSTILE.script,
      })
  }

  for (const [list, n] of [
    [db.affinityGroups, 240],
    [db.antiAffinityGroups, 241],
  ] as const) {
    const group = own<(typeof list)[number]>(list)
    if (group)
      list.push({
        ...structuredClone(group),
        ...base,
        id: id(n),
        name: 'xss-group',
        description: HOSTILE.img,
      })
  }

  const probe = own(db.probes)
  if (probe)
    db.probes.push({
      ...structuredClone(probe),
      ...base,
      id: id(250),
      name: 'xss-probe',
      description: HOSTILE.script,
    })
}

/** The `hostile` seed's records, added to the demo's. */
export function addHostile(db: Db, seed: Seed) {
  if (seed !== 'hostile') return
  db.projects.push(...structuredClone(hostileProjects))
  db.users.push(...structuredClone(hostileUsers))
  db.credentials.push({ user_id: mallory.id, username: 'mallory', password: 'mallory-pass' })
  db.groups.push(structuredClone(scriptGroup), structuredClone(breakoutGroup))
  db.groupMembers.push(
    { user_id: mallory.id, group_id: scriptGroup.id },
    { user_id: mallory.id, group_id: breakoutGroup.id },
  )
  db.siloPolicies[silo.id]?.role_assignments.push({
    identity_id: scriptGroup.id,
    identity_type: 'silo_group',
    role_name: 'collaborator',
  })
  db.silos.push(structuredClone(hostileSilo))
  db.siloPolicies[hostileSilo.id] = { role_assignments: [] }
  db.sshKeys.push(structuredClone(malloryKey))
  // a webhook whose description is markup and whose endpoint is one long word
  db.alertReceivers.push({
    id: id(90),
    name: LONGEST_NAME,
    description: HOSTILE.script,
    endpoint: `https://hooks.example.com/${HOSTILE.longWord}`,
    ...stamp,
    subscriptions: ['hardware.**'],
    health: 'ok',
  })
  addHostileChildren(db)
}
