import { describe, expect, it } from 'vitest'
import { type Schema, Validator } from './validate'

/** Schemas shaped as schemars writes them in Nexus's document. */
const schemas: Record<string, Schema> = {
  Name: {
    title: 'A name unique within the parent collection',
    type: 'string',
    pattern: '^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$',
    maxLength: 63,
  },
  Project: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      name: { $ref: '#/components/schemas/Name' },
      description: { type: 'string' },
      time_created: { type: 'string', format: 'date-time' },
      vcpus: { type: 'integer', format: 'uint16', minimum: 1 },
      ip: { nullable: true, type: 'string', format: 'ip' },
      state: { allOf: [{ $ref: '#/components/schemas/State' }], nullable: true },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 2, uniqueItems: true },
    },
    required: ['id', 'name', 'time_created'],
  },
  State: { type: 'string', enum: ['running', 'stopped'] },
  /** An internally tagged enum. */
  Target: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ['ip'] },
          value: { type: 'string', format: 'ip' },
        },
        required: ['type', 'value'],
      },
      {
        type: 'object',
        properties: { type: { type: 'string', enum: ['subnet'] }, value: { type: 'string' } },
        required: ['type', 'value'],
      },
    ],
  },
  Labels: { type: 'object', additionalProperties: { type: 'integer' } },
  Closed: { type: 'object', properties: { a: { type: 'boolean' } }, additionalProperties: false },
  Either: { anyOf: [{ type: 'string' }, { type: 'integer', maximum: 9 }] },
}

const v = new Validator({ schemas })
const strict = new Validator({ schemas }, { strict: true })
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })
const ok = (name: string, value: unknown, by = v) =>
  expect(by.validate(ref(name), value)).toEqual([])
const bad = (name: string, value: unknown, by = v) =>
  expect(by.validate(ref(name), value).length).toBeGreaterThan(0)

const project = {
  id: '6f0a5d1a-63a2-4c3b-9d2f-0b9f6b1c2d3e',
  name: 'web-frontend',
  description: '',
  time_created: '2026-01-02T03:04:05.678Z',
  vcpus: 2,
  ip: null,
  state: 'running',
  tags: ['a', 'b'],
}

describe('the OpenAPI schema validator', () => {
  it('accepts values that conform', () => {
    ok('Project', project)
    ok('Project', { ...project, ip: '10.0.0.1', state: null })
    ok('Project', { ...project, ip: 'fd00:1122::1' })
    ok('Target', { type: 'ip', value: '192.168.1.1' })
    ok('Target', { type: 'subnet', value: 'default' })
    ok('Labels', { a: 1, b: 2 })
    ok('Closed', { a: true })
    ok('Either', 'x')
    ok('Either', 3)
  })

  it('rejects a missing required property, a wrong type and a null where none may be', () => {
    const { id: _, ...noId } = project
    bad('Project', noId)
    bad('Project', { ...project, vcpus: '2' })
    bad('Project', { ...project, vcpus: 1.5 })
    bad('Project', { ...project, description: null })
    bad('Project', null)
    bad('Project', [project])
  })

  it('rejects formats, patterns, enums, bounds and lengths it is given', () => {
    bad('Project', { ...project, id: 'not-a-uuid' })
    bad('Project', { ...project, time_created: 'yesterday' })
    bad('Project', { ...project, ip: '10.0.0.256' })
    bad('Project', { ...project, ip: 'fd00::1::2' })
    bad('Project', { ...project, name: 'Web' })
    bad('Project', { ...project, name: 'a'.repeat(64) })
    bad('Project', { ...project, state: 'paused' })
    bad('Project', { ...project, vcpus: 0 })
    bad('Project', { ...project, vcpus: 70000 })
    bad('Project', { ...project, tags: ['a', 'b', 'c'] })
    bad('Project', { ...project, tags: ['a', 'a'] })
    bad('Project', { ...project, tags: [1] })
  })

  it('holds oneOf to exactly one branch and anyOf to at least one', () => {
    bad('Target', { type: 'ip', value: 'default' })
    bad('Target', { type: 'vpc', value: 'default' })
    bad('Target', { value: '10.0.0.1' })
    bad('Either', 10)
    bad('Either', true)
    const both: Schema = { oneOf: [{ type: 'string' }, { type: 'string', maxLength: 3 }] }
    expect(v.validate(both, 'abc')[0]?.message).toMatch(/matches 2 of oneOf/)
  })

  it('holds additionalProperties, and in strict mode any property the schema lacks', () => {
    bad('Labels', { a: 'one' })
    bad('Closed', { a: true, b: 1 })
    ok('Project', { ...project, secret: 'x' })
    bad('Project', { ...project, secret: 'x' }, strict)
    ok('Target', { type: 'ip', value: '10.0.0.1' }, strict)
    bad('Target', { type: 'ip', value: '10.0.0.1', extra: 1 }, strict)
  })

  it('says where a violation is', () => {
    expect(v.validate(ref('Project'), { ...project, tags: ['a', 2] })).toEqual([
      { at: '$.tags[1]', message: 'is integer, not string' },
    ])
  })

  it('names a keyword it does not know, and a $ref to nothing', () => {
    expect(v.validate({ type: 'string', contentEncoding: 'base64' }, 'x')[0]?.message).toMatch(
      /does not know the keyword contentEncoding/,
    )
    expect(() => v.validate(ref('Nothing'), {})).toThrow(/unknown \$ref/)
  })
})
