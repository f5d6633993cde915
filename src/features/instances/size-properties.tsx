import type { Instance } from '@oxide/api'
import { Cpus, Memory } from '~/resources/instances/cells'
import { Property } from '~/ui/properties'

/**
 * An instance's size as two properties (for a PropertiesTable): CPU and memory. Not in the
 * resource's cells, which the instance list loads: the list would load the properties with it.
 */
export const SizeProperties = ({ instance }: { instance: Instance }) => (
  <>
    <Property label="CPU">
      <Cpus n={instance.ncpus} />
    </Property>
    <Property label="Memory">
      <Memory bytes={instance.memory} />
    </Property>
  </>
)
