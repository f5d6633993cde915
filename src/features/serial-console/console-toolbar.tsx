import { Button } from '~/ui/button'
import { useCopy } from '~/ui/copy-button'
import { download } from '~/util/save-file'
import { ConsoleSearch } from './console-search'
import { logFileName, plainText } from './session'
import type { TerminalHandle } from './terminal'

/** Pause and resume, search, copy (the selection, or everything captured) and download. */
export function ConsoleToolbar({
  instance,
  handle,
  paused,
  onPause,
  onResume,
  captured,
}: {
  instance: string
  handle: TerminalHandle | null
  paused: boolean
  onPause: () => void
  onResume: () => void
  captured: () => string
}) {
  const { copied, copy: copyText } = useCopy()
  const copy = () => copyText(handle?.terminal.getSelection() || plainText(captured()))

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Button size="sm" variant="secondary" onClick={paused ? onResume : onPause}>
        {paused ? 'Resume output' : 'Pause output'}
      </Button>
      <Button size="sm" variant="secondary" onClick={copy}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          download(
            logFileName(instance, new Date()),
            'text/plain;charset=utf-8',
            plainText(captured()),
          )
        }
      >
        Download log
      </Button>
      <ConsoleSearch handle={handle} />
    </div>
  )
}
