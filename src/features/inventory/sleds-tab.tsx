import type { Sled } from '@oxide/api'
import { useCallback } from 'react'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { textColumn } from '~/components/columns'
import { QueryTable } from '~/components/query-table'
import { confirmProvisionPolicy, provisionPolicyLocked } from '~/resources/inventory/actions'
import { SledLink, SledPolicy, sledPolicyText } from '~/resources/inventory/cells'
import { sledList } from '~/resources/inventory/queries'
import { EmptyState } from '~/ui/empty-state'
import type { MenuAction } from '~/ui/menu'
import type { Column } from '~/ui/table'
import { formatBytes } from '~/util/units'
import { RackElevation } from './rack-elevation'
import { UninitializedSleds } from './uninitialized-sleds'
import { WillItFit } from './will-it-fit'

const columns: Column<Sled>[] = [
  {
    header: 'Serial',
    value: (s) => s.baseboard.serial,
    cell: (s) => <SledLink id={s.id} serial={s.baseboard.serial} />,
  },
  textColumn('Part', (s) => s.baseboard.part, { mono: true }),
  { header: 'Policy', value: sledPolicyText, cell: (s) => <SledPolicy sled={s} /> },
  textColumn('State', (s) => s.state),
  textColumn('Threads', (s) => s.usableHardwareThreads),
  {
    header: 'Memory',
    value: (s) => s.usablePhysicalRam,
    unit: 'bytes',
    cell: (s) => formatBytes(s.usablePhysicalRam),
  },
]

export default function SledsTab() {
  const denied = useFleetPermissions().cannot('sledSetProvisionPolicy')
  const rowActions = useCallback(
    (s: Sled): MenuAction[] => [
      {
        label:
          s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'non_provisionable'
            ? 'Make provisionable'
            : 'Make not provisionable',
        onActivate: () => confirmProvisionPolicy(s),
        disabled: denied ?? provisionPolicyLocked(s) ?? false,
      },
    ],
    [denied],
  )
  return (
    <>
      <RackElevation />
      <WillItFit />
      <h2 className="sr-only">Sleds</h2>
      <QueryTable
        label="Sleds"
        query={sledList}
        columns={columns}
        rowActions={rowActions}
        emptyState={<EmptyState title="No sleds" body="The rack reports no sleds." />}
      />
      <UninitializedSleds />
    </>
  )
}
