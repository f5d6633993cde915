import type { FieldType, TimeseriesSchema } from '@oxide/api'
import type { Json } from '../json'

/**
 * The schemas of the timeseries the mock serves (GET /v1/system/timeseries/schemas), as
 * omicron's oximeter/oximeter/schema/*.toml declare them: target and metric, their fields,
 * units and datum type. Only what handlers/timeseries.ts answers queries for.
 */
type Field = [name: string, type: FieldType, description: string]

const TARGETS: Record<string, { description: string; fields: Field[] }> = {
  virtual_machine: {
    description: 'A guest virtual machine instance',
    fields: [
      ['instance_id', 'uuid', 'ID of the virtual machine instance'],
      ['project_id', 'uuid', "ID of the virtual machine instance's project"],
      ['silo_id', 'uuid', "ID of the virtual machine instance's silo"],
    ],
  },
  virtual_disk: {
    description: 'A virtual disk',
    fields: [
      ['attached_instance_id', 'uuid', 'ID of the instance the disk is attached to'],
      ['block_size', 'u32', 'Block size of the disk, in bytes'],
      ['disk_id', 'uuid', 'ID of the disk'],
      ['project_id', 'uuid', 'ID of the project containing the disk'],
      ['silo_id', 'uuid', 'ID for the silo containing the disk'],
    ],
  },
  instance_network_interface: {
    description: 'A network interface attached to a virtual machine instance',
    fields: [
      ['interface_id', 'uuid', 'The ID of the network interface'],
      ['instance_id', 'uuid', 'The ID of the virtual machine instance'],
      ['project_id', 'uuid', 'The ID of the project containing the instance'],
      ['silo_id', 'uuid', 'The ID of the silo containing the instance'],
    ],
  },
}

type Metric = [
  timeseries: string,
  units: 'bytes' | 'count' | 'nanoseconds',
  description: string,
  fields?: Field[],
]

const METRICS: Metric[] = [
  [
    'virtual_machine:vcpu_usage',
    'nanoseconds',
    'Cumulative time each vCPU has spent in a state',
    [
      ['state', 'string', 'The state of the vCPU'],
      ['vcpu_id', 'u32', 'The ID of the vCPU'],
    ],
  ],
  ['virtual_disk:bytes_read', 'bytes', 'Number of bytes read from the disk'],
  ['virtual_disk:bytes_written', 'bytes', 'Number of bytes written to the disk'],
  ['virtual_disk:reads', 'count', 'Total number of read operations from the disk'],
  ['virtual_disk:writes', 'count', 'Total number of write operations to the disk'],
  ['virtual_disk:flushes', 'count', 'Total number of flush operations on the disk'],
  [
    'instance_network_interface:bytes_sent',
    'bytes',
    'Total number of bytes sent on the network interface',
  ],
  [
    'instance_network_interface:bytes_received',
    'bytes',
    'Total number of bytes received on the network interface',
  ],
  [
    'instance_network_interface:packets_sent',
    'count',
    'Total number of packets sent on the network interface',
  ],
  [
    'instance_network_interface:packets_received',
    'count',
    'Total number of packets received on the network interface',
  ],
  [
    'instance_network_interface:packets_dropped',
    'count',
    'Number of packets dropped on the RX queue of the network interface',
  ],
]

/** When the schemas were first seen by the timeseries database: fixed, like the seed. */
const CREATED = '2025-01-06T00:00:00.000Z'

export const SCHEMAS: Json<TimeseriesSchema>[] = METRICS.map(
  ([timeseries_name, units, description, metricFields = []]) => {
    const [target = ''] = timeseries_name.split(':')
    const t = TARGETS[target] ?? { description: '', fields: [] }
    return {
      timeseries_name,
      description: { target: t.description, metric: description },
      authz_scope: 'project',
      created: CREATED,
      datum_type: 'cumulative_u64',
      units,
      version: 1,
      field_schema: [
        ...t.fields.map(([name, field_type, d]) => ({
          name,
          field_type,
          description: d,
          source: 'target' as const,
        })),
        ...metricFields.map(([name, field_type, d]) => ({
          name,
          field_type,
          description: d,
          source: 'metric' as const,
        })),
      ],
    }
  },
)

/** Every timeseries the mock serves has a schema (checked in mock-api/oxql.spec.ts). */
export const SCHEMA_NAMES = new Set(SCHEMAS.map((s) => s.timeseries_name))
