import { usePrefetchedQuery } from '~/api/query'
import { PageHeader } from '~/components/page-header'
import { siloUtilization } from '~/resources/utilization/queries'
import { ProvisionedCharts } from './provisioned-charts'
import { UsageMeters } from './usage-meter'

/** What the silo's projects provisioned against the silo's quotas (spec section 2). */
export default function SiloUtilizationPage() {
  const { capacity, provisioned } = usePrefetchedQuery(siloUtilization())
  return (
    <>
      <PageHeader title="Utilization">
        What this silo&apos;s running instances, disks and snapshots use of its quotas.
      </PageHeader>
      <UsageMeters used={provisioned} limit={capacity} limitLabel="quota" />
      <ProvisionedCharts />
    </>
  )
}
