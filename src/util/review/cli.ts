import { shellFlag, shellQuote } from '../shell'
import { type Json, type WireRequest, wireUrl } from './wire'

type Typed = { command: string; flags: readonly string[] }

/** The two kinds of group take the same three commands, under their own names. */
const groupCommands = (op: string, command: string, group: string): Record<string, Typed> => ({
  [`${op}Create`]: {
    command: `${command} create`,
    flags: ['project', 'name', 'description', 'policy', 'failure-domain'],
  },
  [`${op}Update`]: {
    command: `${command} update`,
    flags: [group, 'project', 'name', 'description'],
  },
  [`${op}MemberInstanceAdd`]: {
    command: `${command} member add-instance`,
    flags: [group, 'instance', 'project'],
  },
})

/**
 * The `oxide` CLI's typed subcommands for the operations the console's forms send, with the
 * flags each takes (oxidecomputer/oxide.rs: `cli/src/cli_builder.rs` names the command of each
 * operation, `cli/docs/cli.json` lists its flags). A flag is a path or query parameter or a
 * top-level body field, in kebab-case. Operations not listed here use `oxide api`.
 */
const TYPED: Record<string, Typed> = {
  projectCreate: { command: 'project create', flags: ['name', 'description'] },
  projectUpdate: { command: 'project update', flags: ['project', 'name', 'description'] },
  ...groupCommands('antiAffinityGroup', 'instance anti-affinity', 'anti-affinity-group'),
  ...groupCommands('affinityGroup', 'experimental instance affinity', 'affinity-group'),
  currentUserSshKeyCreate: {
    command: 'current-user ssh-key create',
    flags: ['name', 'description', 'public-key'],
  },
  instanceDiskAttach: { command: 'instance disk attach', flags: ['instance', 'project', 'disk'] },
  instanceNetworkInterfaceCreate: {
    command: 'instance nic create',
    flags: ['instance', 'project', 'name', 'description', 'vpc-name', 'subnet-name'],
  },
  instanceNetworkInterfaceUpdate: {
    command: 'instance nic update',
    flags: ['interface', 'instance', 'project', 'name', 'description', 'primary'],
  },
  floatingIpAttach: {
    command: 'floating-ip attach',
    flags: ['floating-ip', 'project', 'kind', 'parent'],
  },
}

const kebab = (snake: string) => snake.replaceAll('_', '-')

type Scalar = string | number | boolean
const isScalar = (v: Json): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v)

/** The typed command, when every part of the request is a flag it has and holds one value. */
function typed(request: WireRequest): string | undefined {
  const known = TYPED[request.op]
  if (!known) return undefined
  const body = request.body ?? {}
  if (typeof body !== 'object' || Array.isArray(body) || body === null) return undefined
  const pairs: [string, Json][] = [...request.pathParams, ...request.query, ...Object.entries(body)]
  const flags: string[] = []
  for (const [name, value] of pairs) {
    if (!known.flags.includes(kebab(name)) || !isScalar(value)) return undefined
    flags.push(shellFlag(kebab(name), String(value)))
  }
  return [`oxide ${known.command}`, ...flags].join(' \\\n  ')
}

/**
 * `oxide api` sends any request: the path with its query, the method, and the body read from
 * standard input. The body is a quoted here-document, in which the shell expands nothing; a
 * line of JSON can never be the bare delimiter, since every line of an object is indented.
 */
function generic(request: WireRequest): string {
  const head = `oxide api ${shellQuote(wireUrl(request))} --method ${request.method}`
  if (request.body === undefined) return head
  return `${head} --input - <<'JSON'\n${JSON.stringify(request.body, null, 2)}\nJSON`
}

/** The request as an `oxide` command: the typed subcommand where it says all of it. */
export const toCli = (request: WireRequest) => typed(request) ?? generic(request)

export const toCliScript = (requests: WireRequest[]) => requests.map(toCli).join('\n\n')
