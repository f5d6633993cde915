/** Placeholder: the quotas helper builds this tab (helper/fleet); replaced when merged. */
export function SiloQuotasTab({ silo }: { silo: string }) {
  return <p className="text-secondary">The quotas of {silo}. Built separately.</p>
}
