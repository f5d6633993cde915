import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'

/** The console's keyboard shortcuts, opened with `?` anywhere outside a text field. */
export function ShortcutsSheet({
  open,
  onClose,
  mod,
}: {
  open: boolean
  onClose: () => void
  /** 'Ctrl', or '⌘' on Apple keyboards. */
  mod: string
}) {
  const groups: [string, [keys: string[], what: string][]][] = [
    [
      'Anywhere',
      [
        [[mod, 'K'], 'Jump to a project, resource or page'],
        [['?'], 'Show these shortcuts'],
        [['Esc'], 'Close a dialog, menu or side panel'],
      ],
    ],
    [
      'In Jump to',
      [
        [['↑', '↓'], 'Move through the results'],
        [['Enter'], 'Go to the highlighted result'],
        [['Esc'], 'Close, back to where you were'],
      ],
    ],
    [
      'In tables and menus',
      [
        [['Tab'], 'Move to the next control'],
        [['Enter'], 'Follow a link, press a button'],
        [['↑', '↓'], 'Move through a menu'],
      ],
    ],
  ]
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        {groups.map(([heading, rows]) => (
          <section key={heading} aria-label={heading}>
            <h3 className="mb-1 text-2xs font-semibold tracking-wider text-tertiary uppercase">
              {heading}
            </h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              {rows.map(([keys, what]) => (
                <div key={`${heading}-${keys.join('+')}-${what}`} className="contents">
                  <dt className="flex gap-1">
                    {keys.map((k) => (
                      <kbd
                        key={k}
                        className="min-w-6 rounded border border-line-strong bg-sunken px-1.5 text-center font-mono text-xs"
                      >
                        {k}
                      </kbd>
                    ))}
                  </dt>
                  <dd className="text-secondary">{what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  )
}
