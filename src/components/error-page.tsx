import {
  isRouteErrorResponse,
  Link,
  Navigate,
  useLocation,
  useRevalidator,
  useRouteError,
} from 'react-router'
import { myGroupsQuery } from '~/api/current-user'
import { FORBIDDEN_MESSAGE, isApiError, isBadPageToken, isMalformedName } from '~/api/errors'
import { queryClient } from '~/api/query'
import { loginPath } from '~/api/session'
import { Button, buttonStyle } from '~/ui/button'
import { lazyComponent } from './lazy-component'
import { useTitleOverride } from './page-title'
import { SignOutButton } from './sign-out'

export const NOT_FOUND_TITLE = 'Page not found'
export const NOT_FOUND_TEXT =
  "The page you are looking for doesn't exist or you may not have access to it."
export const ERROR_TITLE = 'Something went wrong'
export const ERROR_TEXT = 'Please try again. If the problem persists, contact your administrator.'
/**
 * The no-groups notice is no error: the user is signed in and holds no role yet (issue 27). It
 * and what decides it load only for the rare user in no group.
 */
const NoAccessGate = lazyComponent(() => import('./no-access-notice').then((m) => m.NoAccessGate))

type ErrorKind = 'unauthorized' | 'not-found' | 'forbidden' | 'no-groups' | 'other'

function classify(error: unknown): ErrorKind {
  const status = isApiError(error) ? error.status : isRouteErrorResponse(error) ? error.status : 0
  if (status === 401) return 'unauthorized'
  // a name no resource can have names nothing: the page does not exist (row 19)
  if (status === 404 || isMalformedName(error)) return 'not-found'
  if (status === 403) {
    const groups = queryClient.getQueryData(myGroupsQuery.queryKey)
    return groups && groups.items.length === 0 ? 'no-groups' : 'forbidden'
  }
  return 'other'
}

/**
 * The page shown when a route fails: not found for 404s, the no-groups notice or 'Action not
 * authorized' for 403s, and 'Something went wrong' for the rest. It always offers a way back
 * and a way out. `fullPage` when no layout is around it.
 */
export function ErrorPage({
  error,
  fullPage,
  kind = classify(error),
}: {
  error?: unknown
  fullPage?: boolean
  kind?: ErrorKind
}) {
  // The notice is for a user with no group and no role at all (issue 10). A refused list of
  // the silo's projects says nothing of that (only silo roles may list them: row R1), so the
  // silo role and the projects this browser opened for the user decide; for anyone who holds a
  // role, a 403 is plainly 'Action not authorized'.
  if (kind === 'no-groups')
    return (
      <NoAccessGate
        Root={fullPage ? 'main' : 'div'}
        otherwise={<ErrorContent error={error} fullPage={fullPage} kind="forbidden" />}
      />
    )
  return <ErrorContent error={error} fullPage={fullPage} kind={kind} />
}

function ErrorContent({
  error,
  fullPage,
  kind,
}: {
  error?: unknown
  fullPage?: boolean
  kind: Exclude<ErrorKind, 'no-groups'>
}) {
  const title = kind === 'not-found' ? NOT_FOUND_TITLE : ERROR_TITLE
  const location = useLocation()
  const revalidator = useRevalidator()
  const search = new URLSearchParams(location.search)
  // spec section 7: a 401 signs in again and comes back, whichever route it failed in; a page
  // token the API cannot read: the list from its first page, not an error (row 20)
  const badPage = isBadPageToken(error) && search.has('page')
  const sendOn = kind === 'unauthorized' || badPage
  // a page that only sends on names nothing: the sign-in page is not "Something went wrong"
  useTitleOverride(sendOn ? undefined : title)
  if (kind === 'unauthorized')
    return <Navigate replace to={loginPath(location.pathname + location.search)} />
  if (badPage) {
    search.delete('page')
    return <Navigate replace to={{ pathname: location.pathname, search: search.toString() }} />
  }
  const text =
    kind === 'not-found' ? NOT_FOUND_TEXT : kind === 'forbidden' ? FORBIDDEN_MESSAGE : ERROR_TEXT
  const detail = kind === 'other' && isApiError(error) && error.message ? error.message : undefined
  // inside a layout the page sits in the layout's main landmark: one main per page
  const Root = fullPage ? 'main' : 'div'
  return (
    <Root
      id={fullPage ? 'content' : undefined}
      tabIndex={fullPage ? -1 : undefined}
      className={fullPage ? 'flex min-h-full items-center justify-center p-6' : 'py-16'}
    >
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 text-center">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-secondary">{text}</p>
        {detail && <p className="font-mono text-xs text-tertiary">{detail}</p>}
        {/* what to quote to an administrator or Oxide support (issue 27) */}
        {isApiError(error) && error.requestId && (
          <p className="max-w-full text-xs text-secondary [overflow-wrap:anywhere]">
            Request ID <span className="font-mono select-all">{error.requestId}</span>
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {/* runs the page's loaders again: a passing failure needs no reload */}
          <Button
            variant="secondary"
            loading={revalidator.state === 'loading'}
            onClick={() => revalidator.revalidate()}
          >
            Try again
          </Button>
          <Link to="/" className={buttonStyle({ variant: 'secondary' })}>
            Back to console
          </Link>
          <SignOutButton />
        </div>
      </div>
    </Root>
  )
}

/** errorElement for routes inside a layout: the layout stays, the content shows the error. */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}

/** errorElement at the top, when the layout itself could not load. */
export function RootErrorBoundary() {
  return <ErrorPage error={useRouteError()} fullPage />
}

/** The page for unknown paths. */
export function NotFound() {
  return <ErrorPage kind="not-found" />
}
