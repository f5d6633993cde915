import type { AffinityGroup, AntiAffinityGroup } from '@oxide/api'
import type { Json } from '../json'
import { ID, uid } from './ids'
import { dataPipeline, projects, webFrontend } from './projects'
import type { Membership } from './records'

const mlTrainingId = projects.find((p) => p.name === 'ml-training')?.id ?? ''

const group = <T extends Json<AffinityGroup> | Json<AntiAffinityGroup>>(
  prefix: string,
  n: number,
  projectId: string,
  name: string,
  policy: T['policy'],
  description: string,
) => ({
  id: uid(prefix, n),
  name,
  description,
  policy,
  failure_domain: 'sled' as const,
  project_id: projectId,
  time_created: '2025-06-20T10:00:00Z',
  time_modified: '2025-06-20T10:00:00Z',
})

export const affinityGroups: Json<AffinityGroup>[] = [
  group(
    ID.affinity,
    1,
    webFrontend.id,
    'cache-near-api',
    'allow',
    'Keep the cache next to the API',
  ),
  group(ID.affinity, 2, dataPipeline.id, 'etl-pair', 'allow', 'Scheduler and runner together'),
  group(ID.affinity, 3, mlTrainingId, 'training-pack', 'fail', 'Pack training jobs on one sled'),
]

export const antiAffinityGroups: Json<AntiAffinityGroup>[] = [
  group(ID.antiAffinity, 1, webFrontend.id, 'web-spread', 'fail', 'One web server per sled'),
  group(ID.antiAffinity, 2, dataPipeline.id, 'kafka-brokers', 'allow', 'Spread the brokers'),
]

const member = (prefix: string, group: number, instance: number): Membership => ({
  group_id: uid(prefix, group),
  instance_id: uid(ID.instance, instance),
})

/** Instance numbers as in data/instance-specs.ts. */
export const affinityMembers: Membership[] = [
  member(ID.affinity, 1, 5), // api-gateway
  member(ID.affinity, 1, 6), // cache-1
  member(ID.affinity, 2, 11), // etl-runner
  member(ID.affinity, 2, 12), // etl-scheduler
]

export const antiAffinityMembers: Membership[] = [
  member(ID.antiAffinity, 1, 1), // web-1
  member(ID.antiAffinity, 1, 2), // web-2
  member(ID.antiAffinity, 1, 3), // web-3
  member(ID.antiAffinity, 2, 13), // kafka-1
]
