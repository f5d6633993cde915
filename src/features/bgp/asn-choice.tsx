import type { BgpConfig } from '@oxide/api'
import { useSearchParams } from 'react-router'
import { SelectField } from '~/ui/select-field'

/**
 * The ASN a routes or history view asks about, from `?asn=`: one of the configurations', the
 * first by default. Undefined when the rack has no configuration.
 */
export function chosenAsn(search: URLSearchParams, configs: readonly BgpConfig[]) {
  const asked = Number(search.get('asn'))
  return configs.find((c) => c.asn === asked)?.asn ?? configs[0]?.asn
}

/** The picker of that ASN; choosing one replaces `?asn=` (and drops a peer of another ASN). */
export function AsnPicker({ configs, asn }: { configs: readonly BgpConfig[]; asn: number }) {
  const [, setSearch] = useSearchParams()
  if (configs.length < 2) return null
  return (
    <SelectField
      label="Router (ASN)"
      inline
      value={String(asn)}
      options={configs.map((c) => ({ value: String(c.asn), label: `${c.asn} (${c.name})` }))}
      onChange={(v) => setSearch({ asn: v }, { replace: true })}
    />
  )
}
