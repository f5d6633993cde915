import { useState } from 'react'
import { Link } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQuery } from '~/api/query'
import { instanceExternalIps } from '~/resources/external-ips/queries'
import { instanceSshKeys } from '~/resources/instances/queries'
import { Button, buttonStyle } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { Message } from '~/ui/message'
import { instanceActionDisabled } from '~/util/instance-states'
import { pb } from '~/util/paths'
import { connectAddress } from '~/util/shell'
import { useInstance } from './instance-queries'
import { InstanceCliDialog } from './lazy-modals'

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="flex flex-col gap-2 rounded-lg border border-line bg-raise p-4">
    <h2 className="text-base font-semibold">{title}</h2>
    {children}
  </section>
)

export default function InstanceConnectTab() {
  const { project, instance } = useInstance()
  const [cli, setCli] = useState(false)
  const ips = usePrefetchedQuery(instanceExternalIps(project, instance.name)).items
  const keys = usePrefetchedQuery(instanceSshKeys(project, instance.name)).items
  const address = connectAddress(ips)
  const consoleDisabled =
    usePermissions(project).cannot('compute') ??
    instanceActionDisabled('serialConsole', instance.runState)
  const ssh = address ? `ssh <user>@${address}` : undefined
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Section title="SSH">
        {ssh ? (
          <>
            <p className="text-secondary">
              Connect to the instance's external IP. The user name depends on the image; many cloud
              images use the name of the OS, such as <code>debian</code> or <code>ubuntu</code>.
            </p>
            <div className="flex items-center gap-2 rounded-md border border-line bg-sunken px-3 py-2">
              <code className="min-w-0 flex-1 font-mono text-xs">{ssh}</code>
              <CopyButton text={ssh} label="Copy SSH command" />
            </div>
          </>
        ) : (
          <Message variant="notice" title="No external IP">
            The instance has no external IP address to connect to. Attach an ephemeral or floating
            IP on the Networking tab, or use the serial console.
          </Message>
        )}
        <p className="text-secondary">
          {keys.length === 0
            ? 'No SSH keys were given to this instance when it was created.'
            : `Keys given to the instance at creation: ${keys.map((k) => k.name).join(', ')}.`}
        </p>
      </Section>

      <Section title="Serial console">
        <p className="text-secondary">
          The serial console reaches the instance without a network, for example while it boots.
        </p>
        <div>
          {consoleDisabled ? (
            <Button variant="secondary" disabled disabledReason={consoleDisabled}>
              Open serial console
            </Button>
          ) : (
            <Link
              to={pb.serialConsole({ project, instance: instance.name })}
              className={buttonStyle({ variant: 'secondary' })}
            >
              Open serial console
            </Link>
          )}
        </div>
      </Section>

      <Section title="Command line">
        <p className="text-secondary">
          Manage this instance from a terminal with the <code>oxide</code> CLI.
        </p>
        <div>
          <Button variant="secondary" onClick={() => setCli(true)}>
            Instance CLI
          </Button>
        </div>
      </Section>

      {cli && (
        <InstanceCliDialog
          project={project}
          instance={instance.name}
          onClose={() => setCli(false)}
        />
      )}
    </div>
  )
}
