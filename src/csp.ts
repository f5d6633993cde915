/**
 * The Content-Security-Policy the built console runs under. `connect-src 'self'` also covers the
 * serial console's same-origin WebSocket (ws:/wss:) in CSP Level 3 browsers. `vite preview`
 * sends it, the CSP end-to-end test checks for violations, and the README tells deployments to
 * send the same header.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
]

export const CSP_HEADER = CSP_DIRECTIVES.join('; ')
