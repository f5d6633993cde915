import {
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useNavigate } from 'react-router'
import { Dialog, DialogTitle } from '~/ui/dialog'
import { SearchIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'
import { type Result, search } from './search'
import { typedAhead } from './typed-ahead'
import { useJumpIndex } from './use-jump-index'

/** The keys kept for the box so far, now its own; the buffer starts over. */
function takeTypedAhead() {
  const { text } = typedAhead
  typedAhead.text = ''
  return text
}

type JumpDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The project the user is in, whose pages come first. */
  project?: string
}

/**
 * Jump to anything (Ctrl/⌘-K): a combobox over every project, every resource in them and every
 * page, ranked by `search`: arrows move, Enter goes, Escape closes. Closing returns focus to
 * where it was, except after a jump, when the new page's heading takes it.
 */
export function JumpDialog({ open, ...props }: JumpDialogProps) {
  return open ? <OpenJumpDialog {...props} /> : null
}

/** Mounted for each opening: whether this opening ended in a jump starts out false. */
function OpenJumpDialog({ onOpenChange, project }: Omit<JumpDialogProps, 'open'>) {
  const jumped = useRef(false)
  return (
    <Dialog
      onRequestClose={() => onOpenChange(false)}
      restoreFocus={() => !jumped.current}
      className="fixed top-[8vh] left-1/2 flex max-h-[80vh] w-[min(40rem,calc(100vw-1rem))] -translate-x-1/2 flex-col overflow-hidden rounded-lg border border-line bg-raise shadow-2xl"
    >
      <DialogTitle className="sr-only">Jump to</DialogTitle>
      <JumpSearch
        project={project}
        onJump={() => {
          jumped.current = true
          onOpenChange(false)
        }}
      />
    </Dialog>
  )
}

/** A name with the characters the query matched in bold. */
function Highlighted({ text, positions }: { text: string; positions: number[] }) {
  if (positions.length === 0) return text
  const marked = new Set(positions)
  return [...text].map((ch, i) =>
    marked.has(i) ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: characters of a fixed string, never reordered
      <b key={i} className="font-semibold text-accent-fg">
        {ch}
      </b>
    ) : (
      ch
    ),
  )
}

/** How long typing pauses before an exact name is asked for by name in each project. */
const NAME_LOOKUP_MS = 250

/** Arrows wrap around; a page of ten stops at the ends. */
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }

/**
 * The dialog's content, mounted only while it is open: the index is read when it opens.
 *
 * The combobox is our own rather than Base UI's Autocomplete: that one shares internals with
 * Menu, whose module the startup chunk holds, so using it would add 1.5 KiB to every page's
 * startup JS (bench/budgets.ts). It is the WAI-ARIA combobox with a listbox: focus stays in
 * the input, aria-activedescendant names the highlighted option.
 */
function JumpSearch({ project, onJump }: { project?: string; onJump: () => void }) {
  const navigate = useNavigate()
  // keys pressed while the box was loading (shell-tools.tsx keeps them). Read in render, taken
  // only once the box is on screen: a render React throws away and starts again (a retry after
  // loading, an urgent update in between) must not empty the buffer
  const [query, setQuery] = useState(() => typedAhead.text)
  useLayoutEffect(() => {
    const text = takeTypedAhead()
    if (text) setQuery(text)
  }, [])
  // typing stays quick on a silo of thousands; the list follows a frame later
  const deferred = useDeferredValue(query)
  // what was typed once typing pauses: an exact name is then asked for by name
  const [settled, setSettled] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSettled(deferred.trim()), NAME_LOOKUP_MS)
    return () => clearTimeout(timer)
  }, [deferred])
  const index = useJumpIndex(project, settled)
  const results = useMemo(
    () => search(index.entries, deferred, { project }),
    [index.entries, deferred, project],
  )
  // the highlighted result, by its key: it stays highlighted while collections still
  // arriving move it down the list; a new query starts at the top
  const [activeKey, setActiveKey] = useState<string>()
  const [shownFor, setShownFor] = useState(deferred)
  if (shownFor !== deferred) {
    setShownFor(deferred)
    setActiveKey(undefined)
  }
  const current = Math.max(
    0,
    results.findIndex((r) => r.entry.key === activeKey),
  )
  const id = useId()
  const optionId = (i: number) => `${id}-option-${i}`

  const listId = `${id}-results`
  const has = results.length > 0
  const activeId = has ? optionId(current) : undefined
  // the highlighted option stays in view as the arrows move it
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const go = (result: Result | undefined) => {
    if (!result) return
    onJump()
    navigate(result.entry.to)
  }
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.nativeEvent.isComposing) return
    const step = STEPS[e.key]
    if (e.key === 'Enter') go(results[current])
    else if (step === undefined) return
    else if (results.length > 0) {
      const n = results.length
      const next =
        Math.abs(step) === 1
          ? (current + step + n) % n
          : Math.max(0, Math.min(n - 1, current + step))
      setActiveKey(results[next]?.entry.key)
    }
    e.preventDefault()
  }
  const loading = index.loading.length > 0

  return (
    <>
      <div className="flex items-center gap-2 border-b border-line px-3">
        <SearchIcon className="shrink-0 text-tertiary" />
        <input
          role="combobox"
          aria-label="Jump to a project, resource or page"
          aria-expanded={has}
          aria-controls={has ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // keys pressed between the box's mount and its focus
          onFocus={() => {
            const more = takeTypedAhead()
            if (more) setQuery((q) => q + more)
          }}
          onKeyDown={onKeyDown}
          placeholder="Jump to a project, resource or page…"
          className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-tertiary"
        />
        {loading && <Spinner className="shrink-0 text-tertiary" />}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1">
        {has ? (
          // options take no focus: the input keeps it, and points at one (aria-activedescendant)
          <div role="listbox" id={listId} aria-label="Results">
            {results.map((r, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys
              <div
                key={r.entry.key}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === current}
                onMouseMove={() => i !== current && setActiveKey(r.entry.key)}
                // the input keeps focus while the pointer picks
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(r)}
                className="flex cursor-default items-baseline justify-between gap-3 rounded px-3 py-2 select-none aria-selected:bg-hover"
              >
                <span className="min-w-0 truncate">
                  <Highlighted text={r.entry.name} positions={r.positions} />
                </span>
                <span className="shrink-0 truncate text-xs text-secondary max-sm:max-w-[45%]">
                  {r.entry.kind}
                  {r.entry.context && ` · ${r.entry.context}`}
                </span>
              </div>
            ))}
          </div>
        ) : (
          <p className="px-3 py-6 text-center text-secondary">
            {loading ? 'No matches yet' : 'No matches'}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {deferred.trim() && `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
      </p>
      <IndexStatus {...index} />
    </>
  )
}

/** Which collections are not searched yet, could not be read, or need a silo role to list. */
function IndexStatus({
  loading,
  failed,
  refused,
  unindexed,
}: {
  loading: string[]
  failed: string[]
  refused: string[]
  unindexed: number
}) {
  const list = (labels: string[]) =>
    labels.length > 3
      ? `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`
      : labels.join(', ')
  return (
    <div className="flex flex-col gap-1 border-t border-line px-3 py-2 text-xs text-secondary">
      {loading.length > 0 && <p>Still loading: {list(loading)}</p>}
      {failed.length > 0 && <p className="text-danger-fg">Could not load: {list(failed)}</p>}
      {refused.length > 0 && (
        <p>Not searched (listing needs a role on the silo): {list(refused)}</p>
      )}
      {unindexed > 0 && (
        <p>
          The resources of {unindexed} more {unindexed === 1 ? 'project are' : 'projects are'} not
          searched: open the project to search them.
        </p>
      )}
      <p className="max-sm:hidden">
        <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to go, <kbd>Esc</kbd> to close
      </p>
    </div>
  )
}
