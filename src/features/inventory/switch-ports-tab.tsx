import type { SwitchPort, SwitchSlot } from '@oxide/api'
import { useSearchParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import { textColumn } from '~/components/columns'
import { listPage } from '~/components/list-page'
import { PortLink, PortLinkState } from '~/resources/switch-ports/cells'
import { allPortSettings, SWITCH_SLOTS, switchPortList } from '~/resources/switch-ports/queries'
import { SelectField } from '~/ui/select-field'
import type { Column } from '~/ui/table'

type Shown = 'all' | SwitchSlot
const SHOWN: { value: Shown; label: string }[] = [
  { value: 'all', label: 'Both switches' },
  ...SWITCH_SLOTS,
]

/**
 * The rack switches' 64 ports, with the settings applied and the link state. The API has no
 * filter by switch: the Switch choice is the list's own filter (`?q=switch1`), which only the
 * Switch column's values match.
 */
export default listPage(
  () => {
    const [search, setSearch] = useSearchParams()
    const settings = usePrefetchedQuery(allPortSettings()).items
    return { filter: search.get('q') ?? '', setSearch, settings }
  },
  ({ filter, setSearch, settings }) => {
    const names = new Map(settings.map((s) => [s.id, s.name]))
    const settingsOf = (p: SwitchPort) =>
      p.portSettingsId ? (names.get(p.portSettingsId) ?? p.portSettingsId) : ''
    const columns: Column<SwitchPort>[] = [
      textColumn('Switch', (p) => p.switchSlot, { mono: true }),
      { header: 'Port', value: (p) => p.portName, cell: (p) => <PortLink port={p} /> },
      {
        header: 'Settings',
        value: settingsOf,
        cell: (p) =>
          p.portSettingsId ? (
            <span className="font-mono">{settingsOf(p)}</span>
          ) : (
            <span className="text-tertiary">None</span>
          ),
      },
      { header: 'Link', cell: (p) => <PortLinkState port={p} /> },
    ]
    const show = (value: Shown) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev)
        next.delete('p')
        if (value === 'all') next.delete('q')
        else next.set('q', value)
        return next
      })
    const shown = SHOWN.find((s) => s.value === filter)?.value ?? 'all'
    return {
      heading: 'Switch ports',
      above: (
        <div className="mb-3">
          <SelectField inline label="Switch" value={shown} options={SHOWN} onChange={show} />
        </div>
      ),
      query: (page) => switchPortList(page),
      columns,
      empty: { title: 'No switch ports', body: 'The rack reports no switch ports.' },
    }
  },
)
