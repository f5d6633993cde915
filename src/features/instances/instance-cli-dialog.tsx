import { CopyButton } from '~/ui/copy-button'
import { Modal } from '~/ui/modal'

/** Commands of the `oxide` CLI for this instance. Names are API names, safe in a shell word. */
export const cliCommands = (project: string, instance: string) => {
  const target = `--project ${project} --instance ${instance}`
  return [
    { label: 'Serial console', command: `oxide instance serial console ${target}` },
    { label: 'View the instance', command: `oxide instance view ${target}` },
    { label: 'Start', command: `oxide instance start ${target}` },
    { label: 'Stop', command: `oxide instance stop ${target}` },
  ]
}

/** Spec section 2: the Instance CLI dialog shows commands with the project and instance names. */
export function InstanceCliDialog({
  project,
  instance,
  onClose,
}: {
  project: string
  instance: string
  onClose: () => void
}) {
  return (
    <Modal open onClose={onClose} title="Instance CLI" width="free">
      <p className="mb-3 text-secondary">
        Run these with the <code className="font-mono">oxide</code> command-line tool, signed in to
        this silo.
      </p>
      <ul className="flex flex-col gap-3">
        {cliCommands(project, instance).map(({ label, command }) => (
          <li key={label} className="flex flex-col gap-1">
            <span className="text-xs font-medium text-secondary">{label}</span>
            <div className="flex items-center gap-2 rounded-md border border-line bg-sunken px-3 py-2">
              <code className="min-w-0 flex-1 font-mono text-xs break-all">{command}</code>
              <CopyButton text={command} label={`Copy ${label.toLowerCase()} command`} />
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
