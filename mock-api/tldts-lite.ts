/**
 * What the in-browser mock's cookie jar asks of `tldts` (MSW's cookie store is tough-cookie,
 * which asks `getDomain` for a host's registrable domain), in a few lines instead of the public
 * suffix list: 90 KiB of gzip JS, a fifth of the mock build's mock, parsed on every load of the
 * technical preview. The mock's cookies are host-only (no `Domain`), so the answer only orders
 * the host's parent domains when cookies are read: the last two labels serve, an IP address
 * has none. The mock build aliases `tldts` to this (vite.config.ts); the Node mock keeps it.
 */
export function getDomain(host: string): string | null {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.replace(/\.$/, '').split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
