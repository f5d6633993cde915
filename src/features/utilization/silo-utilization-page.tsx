import { prefetch, usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { siloUtilization } from '~/resources/utilization/queries'
import { formatCpus, memoryText, storageText } from '~/util/capacity'
import { ProvisionedCharts } from './provisioned-charts'
import { UsageMeter } from './usage-meter'

export const loader = () => prefetch(siloUtilization())

/** What the silo's projects provisioned against the silo's quotas (spec section 2). */
export default function SiloUtilizationPage() {
  const { capacity, provisioned } = usePrefetchedQuery(siloUtilization())
  return (
    <>
      <PageHeader title="Utilization">
        What this silo&apos;s running instances, disks and snapshots use of its quotas.
      </PageHeader>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <UsageMeter
          label="CPUs"
          used={provisioned.cpus}
          limit={capacity.cpus}
          usedText={formatCpus(provisioned.cpus)}
          limitText={formatCpus(capacity.cpus)}
          limitLabel="quota"
        />
        <UsageMeter
          label="Memory"
          used={provisioned.memory}
          limit={capacity.memory}
          usedText={memoryText(provisioned.memory)}
          limitText={memoryText(capacity.memory)}
          limitLabel="quota"
        />
        <UsageMeter
          label="Storage"
          used={provisioned.storage}
          limit={capacity.storage}
          usedText={storageText(provisioned.storage)}
          limitText={storageText(capacity.storage)}
          limitLabel="quota"
        />
      </div>
      <ProvisionedCharts />
    </>
  )
}
