import { Link, useSearchParams } from 'react-router'
import { samlSignInPath } from '~/api/session'
import { useRouteParams } from '~/components/route-params'
import { buttonStyle } from '~/ui/button'
import { Message } from '~/ui/message'
import { Tooltip } from '~/ui/tooltip'
import { pb } from '~/util/paths'

const PREVIEW_REASON = 'SAML sign-in needs a real rack'

/**
 * login/{silo}/saml/{provider}: hand the user to the silo's identity provider. The sign-in is a
 * whole-page navigation to the API's redirect endpoint (`samlSignInPath`), never a call from
 * here: the provider's answer comes back to the API, which sets the session cookie itself.
 */
export default function LoginSaml() {
  const { silo, provider } = useRouteParams('silo', 'provider')
  const [search] = useSearchParams()
  const href = samlSignInPath(silo, provider, search.get('redirect_uri'))
  // the in-browser mock can stand in for no identity provider: a page navigation leaves it
  const preview = import.meta.env.MOCK
  const link = (
    <a
      href={href}
      className={buttonStyle()}
      aria-disabled={preview || undefined}
      onClick={(e) => {
        if (preview) e.preventDefault()
      }}
    >
      Sign in with {provider}
    </a>
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
      {preview && (
        <Message title={PREVIEW_REASON}>
          This technical preview answers from a mock API in the browser, which cannot send you to an
          identity provider and back.{' '}
          <Link to={pb.loginLocal({ silo })} className="underline">
            Sign in with a username and password
          </Link>{' '}
          instead.
        </Message>
      )}
      {preview ? <Tooltip content={PREVIEW_REASON}>{link}</Tooltip> : link}
    </div>
  )
}
