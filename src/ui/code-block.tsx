import { CopyButton } from './copy-button'

/**
 * Text to read and copy: commands, JSON, configuration. Rendered as text, never markup. Long
 * lines scroll inside the box (which takes keyboard focus so they can be scrolled), never the
 * page; the copy button sits outside the scrolled text.
 */
export function CodeBlock({
  text,
  label,
  copyLabel,
}: {
  text: string
  /** Names the box for assistive technology, e.g. 'curl command'. */
  label: string
  copyLabel: string
}) {
  return (
    <div className="flex min-w-0 items-start gap-1 rounded-md border border-line bg-sunken">
      <section
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box must be reachable by keyboard
        tabIndex={0}
        className="max-h-80 min-w-0 flex-1 overflow-auto focus-visible:outline-offset-[-2px]"
      >
        <pre className="w-fit px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre">
          {text}
        </pre>
      </section>
      <CopyButton text={text} label={copyLabel} className="m-1.5" />
    </div>
  )
}
