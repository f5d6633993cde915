import { useForm } from 'react-hook-form'
import { type LoaderFunctionArgs, replace, useNavigate, useSearchParams } from 'react-router'
import { rememberedSilo } from '~/api/session'
import { TextField } from '~/components/fields/text-field'
import { Button } from '~/ui/button'
import { pb } from '~/util/paths'

const withRedirect = (path: string, search: URLSearchParams) => {
  const target = search.get('redirect_uri')
  return target ? `${path}?redirect_uri=${encodeURIComponent(target)}` : path
}

/**
 * /login: where a 401 sends the user. On a rack the platform serves its own login; here the
 * console forwards to the local login of the last silo this browser used, or asks for the silo.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const silo = rememberedSilo()
  const search = new URL(request.url).searchParams
  // replace, not push: /login itself never stays in the history, or Back would land on it and
  // be sent forward again, and the user could never go back past the login page
  return silo ? replace(withRedirect(pb.loginLocal({ silo }), search)) : null
}

export default function LoginRedirect() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const form = useForm({ defaultValues: { silo: '' } })
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(({ silo }) =>
        navigate(withRedirect(pb.loginLocal({ silo: silo.trim() }), search)),
      )}
    >
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <TextField
        control={form.control}
        name="silo"
        label="Silo"
        required
        autoComplete="organization"
      />
      <Button type="submit">Continue</Button>
    </form>
  )
}
