import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { invalidate, usePrefetchedQuery } from '~/api/query'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { useRouteParams } from '~/components/route-params'
import { InstanceState } from '~/resources/instances/cells'
import { instanceView, pollInstanceForConsole } from '~/resources/instances/queries'
import { Button } from '~/ui/button'
import { ChevronLeftIcon } from '~/ui/icons'
import { Message } from '~/ui/message'
import { instanceActionDisabled } from '~/util/instance-states'
import { pb } from '~/util/paths'
import { ConsoleToolbar } from './console-toolbar'
import type { Connection } from './session'
import type { TerminalHandle } from './terminal'
import { type Sink, useSerialConsole } from './use-serial-console'

/**
 * xterm.js, most of this page's code, is asked for as the page's module runs rather than with
 * it: the header, the state and the toolbar show while it arrives, and the connection opens
 * meanwhile (what comes before the terminal is replayed into it).
 */
const terminal = import('./terminal')
const SerialTerminal = lazyComponent(() => terminal.then((m) => m.SerialTerminal))

const statusText = (c: Connection) =>
  c.status === 'connecting'
    ? c.again
      ? 'Reconnecting…'
      : 'Connecting…'
    : c.status === 'connected'
      ? 'Connected'
      : `Disconnected: ${c.reason}`

const dot = { connecting: 'bg-notice-fg', connected: 'bg-accent-fg', closed: 'bg-danger-fg' }

export default function SerialConsolePage() {
  const { project, instance: name } = useRouteParams('project', 'instance')
  // polled while in transition, and slowly while it allows no console, so the page follows the
  // instance into (or out of) a console state
  const instance = usePrefetchedQuery({
    ...instanceView(project, name),
    refetchInterval: pollInstanceForConsole,
  })
  const unavailable =
    usePermissions(project).cannot('compute') ??
    instanceActionDisabled('serialConsole', instance.runState)
  const [handle, setHandle] = useState<TerminalHandle | null>(null)
  const sink = useRef<Sink | null>(null)
  const stream = useSerialConsole({
    project,
    instance: instance.name,
    enabled: !unavailable,
    sink,
  })
  const { connection, captured } = stream
  // a stream that ends often means the instance changed state (a stop closes it): look again
  useEffect(() => {
    if (connection.status === 'closed') invalidate('instanceView')
  }, [connection.status])
  // a terminal that opens again (the instance back in a console state) shows what came before
  const onReady = useCallback(
    (h: TerminalHandle | null) => {
      sink.current = h ? (text) => h.terminal.write(text) : null
      h?.terminal.write(captured())
      setHandle(h)
    },
    [captured],
  )

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Serial console">
        <span className="flex flex-wrap items-center gap-3">
          <Link
            to={pb.instance({ project, instance: instance.name })}
            // a long name wraps anywhere rather than widen the page (at 390 px)
            className="inline-flex min-w-0 items-center gap-1 text-accent-fg hover:underline"
          >
            <ChevronLeftIcon size={12} className="shrink-0" />
            <span className="min-w-0 [overflow-wrap:anywhere]">Back to {instance.name}</span>
          </Link>
          <InstanceState instance={instance} />
        </span>
      </PageHeader>
      {unavailable ? (
        <Message variant="notice" title="The serial console is not available">
          {unavailable}.
        </Message>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <span
                aria-hidden
                className={`size-2 shrink-0 rounded-full ${dot[connection.status]}`}
              />
              <span role="status" className="text-sm">
                {statusText(connection)}
              </span>
              {connection.status === 'closed' && (
                <Button size="sm" variant="secondary" onClick={stream.reconnect}>
                  Reconnect
                </Button>
              )}
              {stream.paused && <span className="text-xs text-notice-fg">Output paused</span>}
            </div>
            <ConsoleToolbar
              instance={instance.name}
              handle={handle}
              paused={stream.paused}
              onPause={stream.pause}
              onResume={stream.resume}
              captured={stream.captured}
            />
          </div>
          <div className="h-[60vh] min-h-64 overflow-hidden rounded-lg border border-line">
            <SerialTerminal
              label={`Serial console of ${instance.name}`}
              onData={stream.send}
              onReady={onReady}
            />
          </div>
        </>
      )}
    </div>
  )
}
