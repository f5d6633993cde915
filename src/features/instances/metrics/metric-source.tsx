import { useSearchParams } from 'react-router'
import { SelectField } from '~/ui/select-field'

export const ALL = ''

/**
 * Which attached disk or network interface the charts show (`?disk=` / `?nic=` by name), or all
 * of them summed. An unknown name falls back to all.
 */
export function useSourceParam<T extends { id: string; name: string }>(param: string, items: T[]) {
  const [search, setSearch] = useSearchParams()
  const name = search.get(param) ?? ALL
  const selected = items.find((i) => i.name === name)
  const select = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === ALL) next.delete(param)
        else next.set(param, value)
        return next
      },
      { replace: true },
    )
  return { selected, value: selected?.name ?? ALL, select }
}

export function SourceSelect({
  label,
  allLabel,
  items,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  items: { name: string }[]
  value: string
  onChange: (v: string) => void
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: ALL, label: allLabel },
        ...items.map((i) => ({ value: i.name, label: i.name })),
      ]}
    />
  )
}
