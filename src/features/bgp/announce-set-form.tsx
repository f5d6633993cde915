import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { ListboxField } from '~/components/fields/listbox-field'
import { IdentityFields } from '~/components/fields/name-field'
import { useRows } from '~/components/fields/rows'
import { TextField } from '~/components/fields/text-field'
import { RecordForm } from '~/components/side-modal-form'
import { BGP_OPS } from '~/resources/bgp/queries'
import { Button } from '~/ui/button'
import { announcementProblem } from '~/util/bgp'
import { sb } from '~/util/system-paths'
import { ITEMS_MUST_BE_UNIQUE } from '~/util/unique'
import type { NamedBlock } from './lot-blocks'

export type AnnouncementValues = { network: string; block: string }
export type AnnounceSetValues = {
  name: string
  description: string
  announcements: AnnouncementValues[]
}

/**
 * The announce set form, for a new set and an existing one alike: the API's one call (PUT) finds
 * the set by name or makes it, then replaces its announcements. So an existing set keeps its
 * name, and its description (the server does not change it).
 */
export function AnnounceSetForm({
  defaults,
  blocks,
  existing,
}: {
  defaults: AnnounceSetValues
  blocks: NamedBlock[]
  existing: boolean
}) {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('bgp')
  const form = useForm<AnnounceSetValues>({ defaultValues: defaults })
  const { rows, append, remove } = useRows(form, 'announcements', 'block')
  const change = requestChange(
    (v: AnnounceSetValues) =>
      req('networkingBgpAnnounceSetUpdate', {
        body: {
          name: v.name,
          description: v.description,
          announcement: v.announcements.map((a) => ({
            network: a.network.trim(),
            addressLotBlock: a.block,
          })),
        },
      }),
    BGP_OPS,
  )
  const networkProblem = (index: number) => (network: string) => {
    const rows = form.getValues('announcements')
    const block = blocks.find((b) => b.id === rows[index]?.block)
    const problem = announcementProblem(network, block)
    if (problem) return problem
    const same = rows.filter((r) => r.network.trim() === network.trim()).length
    return same > 1 ? ITEMS_MUST_BE_UNIQUE : undefined
  }
  return (
    <RecordForm
      edit={existing}
      noun="announce set"
      form={form}
      change={change}
      denied={denied}
      onDismiss={() => navigate(sb.bgpAnnounceSets())}
    >
      {existing ? (
        <p className="text-secondary">
          Announce set <strong className="text-default">{defaults.name}</strong>: saving replaces
          its announcements. Its name and description stay as they are.
        </p>
      ) : (
        <IdentityFields control={form.control} />
      )}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-medium">Announcements</legend>
        <p className="text-sm text-secondary">
          Each network must lie within the address lot block it is drawn from.
        </p>
        {rows.map(({ key, index }) => (
          <div key={key} className="flex flex-col gap-2 rounded-md border border-line p-3">
            <ListboxField
              control={form.control}
              name={`announcements.${index}.block`}
              label={`Address lot block ${index + 1}`}
              required
              items={blocks.map((b) => ({ value: b.id, label: b.label }))}
              placeholder="Choose a block"
            />
            <TextField
              control={form.control}
              name={`announcements.${index}.network`}
              label={`Network ${index + 1}`}
              required
              placeholder="198.51.100.0/24"
              validate={networkProblem(index)}
            />
            <div>
              <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                Remove announcement {index + 1}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => append({ network: '', block: '' })}>
            Add announcement
          </Button>
        </div>
      </fieldset>
    </RecordForm>
  )
}
