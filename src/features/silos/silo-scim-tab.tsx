import type { ScimClientBearerToken, ScimClientBearerTokenValue, Silo } from '@oxide/api'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '~/api/errors'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { call, Unavailable } from '~/api/query'
import { req, requestChange } from '~/api/request'
import { confirmDelete } from '~/components/confirm-action'
import { ModalForm } from '~/components/modal-form'
import { SCIM_OPS, scimTokenList } from '~/resources/silos/queries'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { DateTime } from '~/ui/date-time'
import { PlusIcon } from '~/ui/icons'
import { ListTable } from '~/ui/list-table'
import type { MenuAction } from '~/ui/menu'
import { Message } from '~/ui/message'
import { Modal, ModalText } from '~/ui/modal'
import { Spinner } from '~/ui/spinner'
import type { Column } from '~/ui/table'
import { TabSection } from '~/ui/titled-section'
import { SiloAuthSettings } from './silo-auth-settings'

const columns: Column<ScimClientBearerToken>[] = [
  { header: 'ID', cell: (t) => <span className="font-mono text-xs">{t.id}</span> },
  { header: 'Created', cell: (t) => <DateTime date={t.timeCreated} /> },
  {
    header: 'Expires',
    cell: (t) =>
      t.timeExpires ? (
        <DateTime date={t.timeExpires} />
      ) : (
        <span className="text-tertiary">Never</span>
      ),
  },
]

const EMPTY =
  'No SCIM tokens. An identity provider that provisions this silo’s users and groups over SCIM signs in with a token made here.'

/**
 * A silo's SCIM client tokens (`?tab=scim` of the silo page): an identity provider creates,
 * updates and removes the silo's users and groups over SCIM, with one of these bearer tokens.
 * The API answers a token's secret once, to the call that creates it; the list never shows it.
 * Below, the silo's auth settings (`SiloAuthSettings`).
 */
export function SiloScimTab({ silo }: { silo: Silo }) {
  const denied = useFleetPermissions().cannotOnSilo('scimTokens', silo.id)
  const tokens = useQuery(scimTokenList(silo.name))
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null)
  const rowActions = (t: ScimClientBearerToken): MenuAction[] => [
    {
      label: 'Delete',
      danger: true,
      disabled: denied ?? false,
      onActivate: () =>
        confirmDelete({
          kind: 'SCIM token',
          name: t.id,
          run: () =>
            call('scimTokenDelete', { path: { tokenId: t.id }, query: { silo: silo.name } }),
          touches: SCIM_OPS,
        }),
    },
  ]
  return (
    <div className="flex flex-col gap-6">
      <TabSection
        heading="SCIM tokens"
        intro="An identity provider provisions this silo’s users and groups over SCIM, signing in with one of these tokens."
        actions={
          <Button size="sm" disabledReason={denied} onClick={() => setCreating(true)}>
            <PlusIcon size={14} />
            New SCIM token
          </Button>
        }
      >
        {tokens.error ? (
          <p className="text-danger-fg">{errorMessage(tokens.error)}</p>
        ) : !tokens.data ? (
          <Spinner label="Loading SCIM tokens" />
        ) : tokens.data instanceof Unavailable ? (
          <Message variant="notice" title="You cannot see this silo’s SCIM tokens">
            {tokens.data.message}. Only the admins of {silo.name} and of the fleet may list them.
          </Message>
        ) : (
          <ListTable
            label="SCIM tokens"
            columns={columns}
            rows={tokens.data}
            rowKey={(t) => t.id}
            empty={EMPTY}
            actions={rowActions}
          />
        )}
      </TabSection>
      <SiloAuthSettings silo={silo} />
      {creating && (
        <CreateToken
          silo={silo.name}
          denied={denied}
          onDismiss={() => setCreating(false)}
          onCreated={(t) => {
            setCreating(false)
            setCreated(t)
          }}
        />
      )}
      {created && <NewToken token={created} onClose={() => setCreated(null)} />}
    </div>
  )
}

function CreateToken({
  silo,
  denied,
  onDismiss,
  onCreated,
}: {
  silo: string
  denied: string | undefined
  onDismiss: () => void
  onCreated: (token: ScimClientBearerTokenValue) => void
}) {
  const form = useForm()
  const create = requestChange(() => req('scimTokenCreate', { query: { silo } }), SCIM_OPS)
  return (
    <ModalForm
      title="New SCIM token"
      submitLabel="Create token"
      form={form}
      change={create}
      submitDisabled={denied}
      onSuccess={onCreated}
      onDismiss={onDismiss}
    >
      <ModalText>
        The identity provider signs its SCIM requests to {silo} with the token, which does not
        expire. Its secret is shown once, right after it is created.
      </ModalText>
    </ModalForm>
  )
}

/** The token's secret, the only time the API answers it. */
function NewToken({ token, onClose }: { token: ScimClientBearerTokenValue; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="SCIM token created"
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="flex flex-col gap-3">
        <ModalText>
          Copy the token now and give it to the identity provider: it will not be shown again.
        </ModalText>
        <div className="flex items-center gap-1 rounded border border-line px-2 py-1.5">
          <code className="font-mono text-default [overflow-wrap:anywhere]">
            {token.bearerToken}
          </code>
          <CopyButton text={token.bearerToken} label="Copy SCIM token" />
        </div>
        <p className="text-secondary">
          Token ID <span className="font-mono">{token.id}</span>
        </p>
      </div>
    </Modal>
  )
}
