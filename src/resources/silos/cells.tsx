import type { SiloIdentityMode } from '@oxide/api'
import { Badge } from '~/ui/badge'

/** The SDK's identity modes in words. */
export const IDENTITY_MODE_LABEL: Record<SiloIdentityMode, string> = {
  local_only: 'Local only',
  saml_jit: 'SAML JIT',
  saml_scim: 'SAML SCIM',
}

export const IdentityModeBadge = ({ mode }: { mode: SiloIdentityMode }) => (
  <Badge color={mode === 'local_only' ? 'neutral' : 'blue'}>{IDENTITY_MODE_LABEL[mode]}</Badge>
)
