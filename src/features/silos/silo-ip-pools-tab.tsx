/** Placeholder: the IP pools helper builds this tab (helper/ippools); replaced when merged. */
export function SiloIpPoolsTab({ silo }: { silo: string }) {
  return <p className="text-secondary">The IP pools linked to {silo}. Built separately.</p>
}
