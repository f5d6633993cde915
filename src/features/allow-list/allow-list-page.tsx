import type { AllowList } from '@oxide/api'
import { useForm, useWatch } from 'react-hook-form'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { usePrefetchedQuery } from '~/api/query'
import { InvalidValues, req, requestChange } from '~/api/request'
import { CheckboxSectionForm } from '~/components/checkbox-section-form'
import { CheckboxField } from '~/components/fields/checkbox-field'
import { RadioField } from '~/components/fields/radio-field'
import { TextField } from '~/components/fields/text-field'
import { PageHeader } from '~/components/page-header'
import { FormSections, SectionForm } from '~/components/section-form'
import {
  ALLOW_LIST_OPS,
  allowListView,
  ICMP_OPS,
  inboundIcmpView,
} from '~/resources/rack-networking/queries'
import { choices } from '~/ui/choices'
import { Message } from '~/ui/message'
import { PropertiesTable, Property } from '~/ui/properties'
import { TitledSection } from '~/ui/titled-section'
import { toast } from '~/ui/toast'
import { entriesOf, entryProblem, lockOut, MAX_ENTRIES, toNet } from '~/util/allow-list'
import { validateIp } from '~/util/ip'

type Values = { allow: 'any' | 'list'; entries: string; myAddress: string; checked: boolean }

const valuesOf = (list: AllowList): Values => ({
  allow: list.allowedIps.allow,
  entries: list.allowedIps.allow === 'list' ? list.allowedIps.ips.join('\n') : '',
  myAddress: '',
  checked: false,
})

function entriesProblem(text: string, myAddress: string): string | undefined {
  const entries = entriesOf(text)
  if (entries.length === 0)
    return 'Add at least one address or network; to allow every source, choose “Any source”'
  if (entries.length > MAX_ENTRIES)
    return `At most ${MAX_ENTRIES} entries; this list has ${entries.length}`
  const problem = entries.map(entryProblem).find(Boolean)
  if (problem) return problem
  if (lockOut(entries, myAddress) === 'excluded')
    return `Leaves out your address ${myAddress.trim()}: saving would lock you out`
  return undefined
}

/** What the form knows of the user's own address, said before they save. */
function LockOutNotice({ entries, myAddress }: { entries: string; myAddress: string }) {
  const state = lockOut(entriesOf(entries), myAddress)
  if (state === 'excluded')
    return (
      <Message variant="error" title="You would lock yourself out">
        No entry holds {myAddress.trim()}, the address you gave as yours. Requests from it could no
        longer reach the console or the API.
      </Message>
    )
  if (state === 'admitted')
    return (
      <Message variant="info" title="Your address is in the list">
        An entry holds {myAddress.trim()}. Check that the addresses of the rack&apos;s other users
        and tools are in it too.
      </Message>
    )
  return (
    <Message variant="notice" title="The console cannot see your address">
      The API never tells a client the address its requests come from, and the address you reach the
      console at is the rack&apos;s, not yours. Enter your public address (as the rack sees it,
      after any NAT or proxy) to check it against the list. The server refuses a list that leaves
      out the address a change comes from, but it cannot protect anyone else&apos;s.
    </Message>
  )
}

const SOURCE_MODES = choices({
  any: ['Any source', 'Every address may reach the rack'],
  list: ['Only these addresses and networks', 'Every other source is refused'],
})

function AllowListForm({ list, denied }: { list: AllowList; denied: string | undefined }) {
  const form = useForm<Values>({ defaultValues: valuesOf(list) })
  const [allow, entries, myAddress] = useWatch({
    control: form.control,
    name: ['allow', 'entries', 'myAddress'],
  })
  const save = requestChange((v: Values) => {
    if (v.allow === 'list' && !v.checked)
      throw new InvalidValues(
        'checked',
        'Confirm that the list holds the addresses you and others connect from',
      )
    return req('networkingAllowListUpdate', {
      body: {
        allowedIps:
          v.allow === 'any'
            ? { allow: 'any' }
            : { allow: 'list', ips: entriesOf(v.entries).map(toNet) },
      },
    })
  }, ALLOW_LIST_OPS)
  return (
    <SectionForm
      title="Change the allow-list"
      description="It applies to every user of every silo, and takes effect at once."
      submitLabel="Save allow-list"
      form={form}
      change={save}
      onSuccess={() => {
        form.reset({ ...form.getValues(), checked: false })
        toast.success({ title: 'Allow-list saved' })
      }}
      submitDisabled={denied}
    >
      <RadioField
        control={form.control}
        name="allow"
        label="Allowed sources"
        items={SOURCE_MODES}
      />
      {allow === 'list' && (
        <>
          <TextField
            control={form.control}
            name="entries"
            label="Addresses and networks"
            multiline
            description="One per line, such as 203.0.113.0/24; an address alone stands for itself."
            validate={(v) => entriesProblem(v, form.getValues('myAddress'))}
          />
          <TextField
            control={form.control}
            name="myAddress"
            label="Your public address (optional)"
            placeholder="203.0.113.50"
            validate={(v) => (v.trim() ? validateIp(v.trim()) : undefined)}
          />
          <LockOutNotice entries={entries} myAddress={myAddress} />
          <CheckboxField
            control={form.control}
            name="checked"
            label="I have checked that this list holds the addresses I and the rack’s other users and tools connect from"
          />
        </>
      )}
    </SectionForm>
  )
}

/** The services' firewall also decides on inbound ICMP: the error messages of outbound flows. */
function InboundIcmpForm({ denied }: { denied: string | undefined }) {
  const current = usePrefetchedQuery(inboundIcmpView)
  return (
    <CheckboxSectionForm
      title="Inbound ICMP"
      description="Whether the console and API may receive the ICMP messages their own connections cause."
      submitLabel="Save ICMP setting"
      success={() => 'Inbound ICMP setting saved'}
      submitDisabled={denied}
      value={current.enabled}
      request={(enabled) => req('networkingInboundIcmpUpdate', { body: { enabled } })}
      touches={ICMP_OPS}
      label="Receive ICMP errors"
      hint="Destination unreachable (port unreachable, fragmentation needed), redirect and time exceeded: what path MTU discovery needs. Otherwise every inbound ICMP message is dropped."
    />
  )
}

/** system/networking/allow-list: which source addresses may reach the console and API. */
export default function AllowListPage() {
  const list = usePrefetchedQuery(allowListView)
  const denied = useFleetPermissions().cannot('rackNetworking')
  const allowed = list.allowedIps
  return (
    <>
      <PageHeader title="Source IP allow-list">
        The source addresses that may reach the rack&apos;s user-facing services: this console and
        the API.
      </PageHeader>
      <PropertiesTable>
        <Property label="Allowed">
          {allowed.allow === 'any'
            ? 'Any source'
            : `${allowed.ips.length} ${allowed.ips.length === 1 ? 'entry' : 'entries'}`}
        </Property>
        <Property.Modified date={list.timeModified} />
      </PropertiesTable>
      {allowed.allow === 'list' && (
        <TitledSection title="Allowed addresses and networks" headingId="entries-heading">
          <ul className="flex flex-col gap-1 font-mono">
            {allowed.ips.map((ip) => (
              <li key={ip}>{ip}</li>
            ))}
          </ul>
        </TitledSection>
      )}
      <FormSections>
        <AllowListForm list={list} denied={denied} />
        <InboundIcmpForm denied={denied} />
      </FormSections>
    </>
  )
}
