import { Button } from '~/ui/button'
import { CloseIcon } from '~/ui/icons'

/** The items a list field holds, each with its Remove button; `empty` says what none means. */
export function ItemList({
  label,
  items,
  onRemove,
  empty,
}: {
  label: string
  items: string[]
  onRemove: (index: number) => void
  empty: string
}) {
  if (items.length === 0) return <p className="text-xs text-secondary">{empty}</p>
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((text, i) => (
        <li
          key={text}
          className="inline-flex items-center gap-1 rounded border border-line bg-raise py-0.5 pr-0.5 pl-2 font-mono text-xs"
        >
          {text}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove ${text}`}
            className="h-6 px-1"
            onClick={() => onRemove(i)}
          >
            <CloseIcon size={12} />
          </Button>
        </li>
      ))}
    </ul>
  )
}
