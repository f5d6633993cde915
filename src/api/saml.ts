import { safeRedirect } from './session'

/**
 * Where SAML sign-in starts: Nexus answers this with a redirect to the silo's identity provider,
 * carrying `redirect_uri` in the relay state; the provider later POSTs its answer to
 * /login/{silo}/saml/{provider}, which sets the session and sends the user on (303) to that path.
 * The path is made safe here, as for the local login.
 */
export const samlSignInPath = (silo: string, provider: string, returnTo: string | null) =>
  `/login/${encodeURIComponent(silo)}/saml/${encodeURIComponent(provider)}/redirect?redirect_uri=${encodeURIComponent(safeRedirect(returnTo))}`
