import { type ReactNode, useState } from 'react'
import type { Touches } from '~/api/change'
import { errorMessage } from '~/api/errors'
import { invalidate } from '~/api/query'
import { Button } from '~/ui/button'
import { Modal } from '~/ui/modal'
import { toast } from '~/ui/toast'

type StepState = 'waiting' | 'running' | 'done' | 'failed'

const STATE_TEXT: Record<StepState, string> = {
  waiting: 'To do',
  running: 'Running…',
  done: 'Done',
  failed: 'Failed',
}

/** One call of a deletion that takes several, in order, with what it is called. */
export type Step = { label: string; send: () => Promise<unknown> }

/**
 * Runs `steps` in order, each reported, until one fails: then a toast titled with the action
 * says why and the steps stop; running again resumes at the first not done. A single step
 * needs nothing resumed, so its failure dismisses as a confirmation does.
 */
export function useSteps(
  steps: Step[],
  {
    title,
    success,
    touches,
    onDismiss,
    onDone,
  }: {
    title: string
    success: string
    touches: Touches
    onDismiss: () => void
    /** After the last step, before the dialog goes (e.g. leave the deleted object's page). */
    onDone?: () => void
  },
) {
  const [states, setStates] = useState<StepState[]>([])
  const run = async () => {
    const next = steps.map((_, i): StepState => (states[i] === 'done' ? 'done' : 'waiting'))
    const set = (i: number, s: StepState) => {
      next[i] = s
      setStates([...next])
    }
    for (const [i, step] of steps.entries()) {
      if (next[i] === 'done') continue
      set(i, 'running')
      try {
        await step.send()
      } catch (e) {
        toast.error({ title, description: errorMessage(e) })
        set(i, 'failed')
        await invalidate(...touches)
        if (steps.length === 1) onDismiss()
        return
      }
      set(i, 'done')
    }
    await invalidate(...touches)
    toast.success({ title: success })
    onDone?.()
    onDismiss()
  }
  return {
    run,
    states,
    running: states.includes('running'),
    failed: states.includes('failed'),
  }
}

/** The steps, numbered, each with its state: read out as they change. */
export function StepList({ steps, states }: { steps: Step[]; states: StepState[] }) {
  return (
    <ol aria-label="Steps" aria-live="polite" className="flex flex-col gap-1">
      {steps.map((step, i) => (
        <li key={step.label} className="flex flex-wrap justify-between gap-2">
          <span className="text-default">
            {i + 1}. {step.label}
          </span>
          <span>{STATE_TEXT[states[i] ?? 'waiting']}</span>
        </li>
      ))}
    </ol>
  )
}

/**
 * The dialog of a deletion in steps: Cancel, and once what it needs is read (`ready`) the
 * confirm button, which runs the steps and reads "Try again" after a failure. Not to be
 * dismissed while a step runs.
 */
export function StepsModal({
  title,
  onDismiss,
  steps: { run, running, failed },
  ready,
  confirmLabel,
  disabledReason,
  children,
}: {
  title: string
  onDismiss: () => void
  steps: Pick<ReturnType<typeof useSteps>, 'run' | 'running' | 'failed'>
  ready: boolean
  confirmLabel: string
  disabledReason?: string
  children: ReactNode
}) {
  return (
    <Modal
      open
      onClose={onDismiss}
      title={title}
      width="narrow"
      dismissable={!running}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={running}>
            Cancel
          </Button>
          {ready && (
            <Button
              variant="danger"
              onClick={run}
              loading={running}
              disabledReason={disabledReason}
            >
              {failed ? 'Try again' : confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3 text-secondary">{children}</div>
    </Modal>
  )
}
