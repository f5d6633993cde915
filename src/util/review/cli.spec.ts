import { describe, expect, it } from 'vitest'
import { runAs } from '../../../test/shell-words'
import { toCli } from './cli'
import type { WireRequest } from './wire'

const hostile = `it's "quoted" $(rm -rf ~) \`id\` \${HOME}\nJSON\n--help`

const project = (description: string): WireRequest => ({
  op: 'projectCreate',
  method: 'POST',
  path: '/v1/projects',
  pathParams: [],
  query: [],
  body: { name: 'web', description },
})

const run = (line: string) => runAs('oxide', line, { stdin: true })

describe('toCli', () => {
  it('uses the typed subcommand when every field is one of its flags', () => {
    expect(toCli(project('Web tier'))).toBe(
      `oxide project create \\\n  --name web \\\n  --description 'Web tier'`,
    )
  })

  it('passes hostile text through as one unchanged flag value', () => {
    const { args } = run(toCli(project(hostile)))
    expect(args).toEqual(['project', 'create', '--name', 'web', '--description', hostile])
  })

  it('joins a value that starts with a dash to its flag', () => {
    const { args } = run(toCli(project('--help')))
    expect(args.at(-1)).toBe('--description=--help')
  })

  it('names path and query parameters as flags', () => {
    const r: WireRequest = {
      op: 'instanceDiskAttach',
      method: 'POST',
      path: '/v1/instances/db1/disks/attach',
      pathParams: [['instance', 'db1']],
      query: [['project', 'web']],
      body: { disk: 'data' },
    }
    expect(run(toCli(r)).args).toEqual([
      'instance',
      'disk',
      'attach',
      '--instance',
      'db1',
      '--project',
      'web',
      '--disk',
      'data',
    ])
  })

  it('falls back to oxide api when a field is not a flag or not a single value', () => {
    const r: WireRequest = {
      op: 'instanceEphemeralIpAttach',
      method: 'POST',
      path: '/v1/instances/db1/external-ips/ephemeral',
      pathParams: [['instance', 'db1']],
      query: [['project', 'web']],
      body: { pool_selector: { type: 'auto' } },
    }
    const { args, input } = run(toCli(r))
    expect(args).toEqual([
      'api',
      '/v1/instances/db1/external-ips/ephemeral?project=web',
      '--method',
      'POST',
      '--input',
      '-',
    ])
    expect(JSON.parse(input ?? '')).toEqual(r.body)
  })

  it('sends hostile text in the here-document unchanged, even a line that is the delimiter', () => {
    const r = { ...project(hostile), op: 'projectCreateUnknown' }
    const { input } = run(toCli(r))
    expect(JSON.parse(input ?? '')).toEqual(r.body)
  })

  it('sends no input when the request has no body', () => {
    const r: WireRequest = {
      op: 'instanceStart',
      method: 'POST',
      path: '/v1/instances/db1/start',
      pathParams: [['instance', 'db1']],
      query: [['project', 'web']],
    }
    expect(toCli(r)).toBe(`oxide api '/v1/instances/db1/start?project=web' --method POST`)
  })
})
