import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { isApiError } from '~/api/errors'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import { Message } from '~/ui/message'
import { pb } from '~/util/paths'

/**
 * A silo that signs in through an identity provider has no local identity provider: the
 * server answers a local sign-in with 404 `identity-provider with name "local"`.
 */
export const isNoLocalLogin = (error: unknown) =>
  isApiError(error) &&
  error.status === 404 &&
  /identity-provider with name "local"/i.test(error.message)

/**
 * What a user who tried a password on such a silo needs instead (issue 27): where it signs in.
 * Nothing signed out can list a silo's providers, so the user names theirs (the last part of
 * the sign-in link their administrator gave them) and goes there.
 */
export function SamlOnlyNotice({ silo }: { silo: string }) {
  const navigate = useNavigate()
  const [provider, setProvider] = useState('')
  const id = useId()
  const go = () => {
    const name = provider.trim()
    if (name) navigate(pb.loginSaml({ silo, provider: name }))
  }
  return (
    <Message variant="notice" title={`${silo} signs in through its identity provider`}>
      <p>
        It has no passwords of its own. Sign in with the identity provider your administrator set
        up.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            Identity provider
          </label>
          <TextInput
            id={id}
            value={provider}
            autoComplete="off"
            onChange={(e) => setProvider(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                go()
              }
            }}
          />
        </div>
        <Button
          variant="secondary"
          onClick={go}
          disabledReason={provider.trim() ? undefined : 'Name the identity provider first'}
          disabled={!provider.trim()}
        >
          Continue
        </Button>
      </div>
    </Message>
  )
}
