import { useForm } from 'react-hook-form'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { useChange } from '~/api/change'
import { call, queryClient } from '~/api/query'
import { rememberSilo, safeRedirect } from '~/api/session'
import { TextField } from '~/components/fields/text-field'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { isNoLocalLogin, SamlOnlyNotice } from './saml-only-notice'

export const LOGIN_FAILED = 'Could not sign in. Please try again.'

/** login/{silo}/local: username and password; back to `redirect_uri` (same-origin only). */
export default function LoginLocal() {
  const { silo = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const form = useForm({ defaultValues: { username: '', password: '' } })
  // nothing to refresh: a sign-in drops the whole cache
  const login = useChange(
    (body: { username: string; password: string }) =>
      call('loginLocal', { path: { siloName: silo }, body }),
    [],
  )
  const onSuccess = () => {
    // nothing cached for whoever used this browser before may show to this user
    queryClient.clear()
    rememberSilo(silo)
    navigate(safeRedirect(search.get('redirect_uri')), { replace: true })
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((body) => login.mutate(body, { onSuccess }))}
    >
      <div>
        <h1 className="text-2xl font-semibold">Sign in</h1>
        <p className="mt-1 text-secondary">
          to silo <span className="font-medium text-default">{silo}</span>
        </p>
      </div>
      <TextField
        control={form.control}
        name="username"
        label="Username"
        required
        autoComplete="username"
      />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
      {login.error &&
        (isNoLocalLogin(login.error) ? (
          <SamlOnlyNotice silo={silo} />
        ) : (
          <Message variant="error">
            {login.error.status === 401 ? LOGIN_FAILED : login.error.message}
          </Message>
        ))}
      <Button type="submit" loading={login.isPending}>
        Sign in
      </Button>
    </form>
  )
}
