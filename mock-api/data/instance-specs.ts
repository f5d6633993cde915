import type { Image, Instance, InstanceState, Project, SshKey } from '@oxide/api'
import type { Json } from '../json'
import { alpine, debian, etlGolden, fedora, ubuntu, webBase, windows } from './images'
import { dataPipeline, projects, webFrontend } from './projects'
import { alanWorkstation, graceLaptop, graceYubikey, margaretMbp } from './ssh-keys'

type Restart = Partial<
  Pick<
    Json<Instance>,
    | 'auto_restart_policy'
    | 'auto_restart_enabled'
    | 'auto_restart_cooldown_expiration'
    | 'time_last_auto_restarted'
  >
>

export type InstanceSpec = {
  n: number
  project: Json<Project>
  name: string
  state: InstanceState
  description: string
  ncpus: number
  memGiB: number
  image: Json<Image>
  bootGiB: number
  day: string
  ephemeralIp?: string
  keys?: Json<SshKey>[]
  restart?: Restart
}

function mlTraining() {
  const found = projects.find((p) => p.name === 'ml-training')
  if (!found) throw new Error('seed: ml-training project missing')
  return found
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * One instance in each run state the API shows, most of them in web-frontend. States seeded as
 * transitional stay put until someone acts on them, so every badge can be seen. None is
 * `destroyed`: the server marks an instance destroyed as it deletes it, and lists and lookups
 * skip deleted rows (`time_deleted` in nexus/db-queries/src/db/datastore/instance.rs), so no
 * answer ever holds one. (n 9 was such an instance; its ids stay unused.)
 */
export function instanceSpecs(now: number): InstanceSpec[] {
  const web = webFrontend
  const data = dataPipeline
  const ml = mlTraining()
  const grace = [graceLaptop]
  return [
    {
      n: 1,
      project: web,
      name: 'web-1',
      state: 'running',
      description: 'Web tier, zone A',
      ncpus: 4,
      memGiB: 16,
      image: webBase,
      bootGiB: 20,
      day: '2025-06-12',
      keys: [graceLaptop, graceYubikey],
    },
    {
      n: 2,
      project: web,
      name: 'web-2',
      state: 'running',
      description: 'Web tier, zone B',
      ncpus: 4,
      memGiB: 16,
      image: webBase,
      bootGiB: 20,
      day: '2025-06-12',
      ephemeralIp: '198.51.100.30',
      keys: grace,
    },
    {
      n: 3,
      project: web,
      name: 'web-3',
      state: 'stopped',
      description: 'Web tier spare, kept warm for peaks',
      ncpus: 4,
      memGiB: 16,
      image: ubuntu,
      bootGiB: 20,
      day: '2025-06-13',
      keys: grace,
    },
    {
      n: 4,
      project: web,
      name: 'web-canary',
      state: 'starting',
      description: 'Canary for the next release',
      ncpus: 2,
      memGiB: 8,
      image: ubuntu,
      bootGiB: 20,
      day: '2025-11-20',
      keys: grace,
    },
    {
      n: 5,
      project: web,
      name: 'api-gateway',
      state: 'rebooting',
      description: 'Public API gateway',
      ncpus: 2,
      memGiB: 4,
      image: debian,
      bootGiB: 10,
      day: '2025-04-02',
      keys: grace,
      restart: { auto_restart_policy: 'best_effort' },
    },
    {
      n: 6,
      project: web,
      name: 'cache-1',
      state: 'creating',
      description: 'Redis cache',
      ncpus: 8,
      memGiB: 32,
      image: debian,
      bootGiB: 10,
      day: '2025-11-21',
    },
    {
      n: 7,
      project: web,
      name: 'db-replica',
      state: 'migrating',
      description: 'Postgres read replica',
      ncpus: 16,
      memGiB: 64,
      image: fedora,
      bootGiB: 40,
      day: '2025-05-08',
      keys: grace,
    },
    {
      n: 8,
      project: web,
      name: 'queue-worker',
      state: 'failed',
      description: 'Background job runner',
      ncpus: 2,
      memGiB: 8,
      image: debian,
      bootGiB: 10,
      day: '2025-05-15',
      keys: grace,
      // due an automatic restart: failed, auto-restart on, cooldown already past
      restart: {
        auto_restart_policy: 'best_effort',
        time_last_auto_restarted: '2025-11-19T09:00:00Z',
        auto_restart_cooldown_expiration: '2025-11-19T10:00:00Z',
      },
    },
    {
      n: 10,
      project: web,
      name: 'batch-runner',
      state: 'stopping',
      description: 'Nightly report batch',
      ncpus: 1,
      memGiB: 2,
      image: alpine,
      bootGiB: 4,
      day: '2025-07-01',
    },
    {
      n: 11,
      project: data,
      name: 'etl-runner',
      state: 'running',
      description: 'Runs the hourly ETL',
      ncpus: 8,
      memGiB: 32,
      image: etlGolden,
      bootGiB: 40,
      day: '2025-05-12',
      ephemeralIp: '198.51.100.31',
      keys: [alanWorkstation],
    },
    {
      n: 12,
      project: data,
      name: 'etl-scheduler',
      state: 'stopped',
      description: 'Airflow scheduler',
      ncpus: 2,
      memGiB: 4,
      image: debian,
      bootGiB: 10,
      day: '2025-05-12',
      keys: [alanWorkstation],
    },
    {
      n: 13,
      project: data,
      name: 'kafka-1',
      state: 'repairing',
      description: 'Kafka broker 1',
      ncpus: 4,
      memGiB: 16,
      image: debian,
      bootGiB: 20,
      day: '2025-03-20',
    },
    {
      n: 14,
      project: data,
      name: 'spark-worker',
      state: 'failed',
      description: 'Spark executor pool',
      ncpus: 16,
      memGiB: 64,
      image: etlGolden,
      bootGiB: 40,
      day: '2025-05-13',
      // restarted a quarter of an hour ago and failed again: cooling down, not due yet
      restart: {
        time_last_auto_restarted: iso(now - 15 * 60_000),
        auto_restart_cooldown_expiration: iso(now + 45 * 60_000),
      },
    },
    {
      n: 15,
      project: ml,
      name: 'trainer-1',
      state: 'running',
      description: 'Model training',
      ncpus: 32,
      memGiB: 128,
      image: ubuntu,
      bootGiB: 100,
      day: '2025-03-19',
      ephemeralIp: '198.51.100.32',
      keys: [margaretMbp],
    },
    {
      n: 16,
      project: ml,
      name: 'notebook',
      state: 'stopped',
      description: 'Jupyter for the team',
      ncpus: 4,
      memGiB: 16,
      image: ubuntu,
      bootGiB: 40,
      day: '2025-03-21',
      keys: [margaretMbp],
    },
    {
      n: 17,
      project: ml,
      name: 'tensor-lab',
      state: 'failed',
      description: 'Experimental kernels, restart by hand',
      ncpus: 8,
      memGiB: 32,
      image: fedora,
      bootGiB: 40,
      day: '2025-08-02',
      restart: { auto_restart_policy: 'never' },
    },
    {
      n: 18,
      project: data,
      name: 'win-report',
      state: 'stopped',
      description: 'Windows host for the finance exports',
      ncpus: 4,
      memGiB: 16,
      image: windows,
      bootGiB: 60,
      day: '2025-09-09',
    },
  ]
}
