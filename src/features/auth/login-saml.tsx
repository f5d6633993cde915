import { useParams, useSearchParams } from 'react-router'
import { useChange } from '~/api/change'
import { call } from '~/api/query'
import { safeRedirect } from '~/api/session'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'

/** login/{silo}/saml/{provider}: hand the user to the silo's identity provider. */
export default function LoginSaml() {
  const { silo = '', provider = '' } = useParams()
  const [search] = useSearchParams()
  const login = useChange(
    () => call('loginSaml', { path: { siloName: silo, providerName: provider } }),
    [],
  )
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold">Sign in</h1>
        <p className="mt-1 text-secondary">
          to silo <span className="font-medium text-default">{silo}</span> with{' '}
          <span className="font-medium text-default">{provider}</span>
        </p>
      </div>
      {login.error && <Message variant="error">{login.error.message}</Message>}
      <Button
        loading={login.isPending}
        onClick={() =>
          login.mutate(undefined, {
            onSuccess: () => window.location.assign(safeRedirect(search.get('redirect_uri'))),
          })
        }
      >
        Sign in with {provider}
      </Button>
    </div>
  )
}
