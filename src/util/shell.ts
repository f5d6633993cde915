/** Characters no POSIX shell treats specially anywhere in a word. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/

/**
 * One shell word that stands for exactly `s`, in sh, bash and zsh. Anything beyond plain
 * characters goes in single quotes, inside which nothing is special; a single quote itself
 * closes the quotes, is escaped, and reopens them (`'\''`). Newlines survive inside the quotes.
 */
export const shellQuote = (s: string) => (PLAIN.test(s) ? s : `'${s.replaceAll("'", `'\\''`)}'`)

/**
 * `--name value` for a command's flag. A value that begins with a dash is joined with `=`, so
 * the program's option parser cannot read it as a flag of its own (quotes would not help: the
 * shell removes them).
 */
export const shellFlag = (name: string, value: string) =>
  value.startsWith('-') ? `--${name}=${shellQuote(value)}` : `--${name} ${shellQuote(value)}`

/**
 * The external address to reach an instance at: a floating IP first (it is the one kept when
 * the instance is recreated, and the one users publish), then the ephemeral one. SNAT
 * addresses are outbound only.
 */
export const connectAddress = (ips: { kind: string; ip: string }[]) =>
  (ips.find((ip) => ip.kind === 'floating') ?? ips.find((ip) => ip.kind === 'ephemeral'))?.ip
