import type { IpVersion } from '@oxide/api'
import type { UseFormReturn } from 'react-hook-form'
import { IdentityFields } from '~/components/fields/name-field'
import { PoolVersionField } from '~/components/fields/pool-version-field'
import { versionLabel } from '~/util/ip-space'

export type PoolValues = { name: string; description: string; ipVersion: IpVersion }

/**
 * A subnet pool's fields, for create and edit: the IP version is chosen once, at creation;
 * editing shows it as what it is.
 */
export function SubnetPoolFields({
  form,
  fixedVersion,
}: {
  form: UseFormReturn<PoolValues>
  /** Editing: the pool's version, which does not change. */
  fixedVersion?: IpVersion
}) {
  return (
    <>
      <IdentityFields control={form.control} />
      {fixedVersion ? (
        <p className="text-secondary">
          An {versionLabel(fixedVersion)} pool; its version does not change.
        </p>
      ) : (
        <PoolVersionField control={form.control} name="ipVersion" part="member" />
      )}
    </>
  )
}
