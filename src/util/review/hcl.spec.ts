import { describe, expect, it } from 'vitest'
import { hclLabel, hclString, ref, renderBlock } from './hcl'

describe('hclString', () => {
  it('escapes quotes, backslashes and control characters', () => {
    expect(hclString(`say "hi"\\ now\nand\tthen\r\u0001`)).toBe(
      `"say \\"hi\\"\\\\ now\\nand\\tthen\\r\\u0001"`,
    )
  })

  it('doubles template openers so $-brace and %-brace stay text', () => {
    expect(hclString(`\${var.secret} %{ if true }x%{ endif } $5 100%`)).toBe(
      `"$\${var.secret} %%{ if true }x%%{ endif } $5 100%"`,
    )
  })
})

describe('hclLabel', () => {
  it('keeps API names, which are identifiers already', () => {
    expect(hclLabel('web-frontend-2')).toBe('web-frontend-2')
  })

  it('makes anything else an identifier', () => {
    expect(hclLabel('9 lives"}')).toBe('_9_lives__')
    expect(hclLabel('')).toBe('_')
  })
})

describe('renderBlock', () => {
  it('aligns one-line attributes and nests objects and lists as terraform fmt does', () => {
    const text = renderBlock({
      kind: 'resource',
      type: 'oxide_instance',
      label: 'db1',
      attrs: [
        ['project_id', ref('data.oxide_project.web.id')],
        ['name', 'db1'],
        ['ncpus', 2],
        ['start_on_create', true],
        ['ssh_public_keys', []],
        ['external_ips', { attrs: [['ephemeral', [{ attrs: [] }]]] }],
      ],
    })
    expect(text).toBe(
      [
        'resource "oxide_instance" "db1" {',
        '  project_id      = data.oxide_project.web.id',
        '  name            = "db1"',
        '  ncpus           = 2',
        '  start_on_create = true',
        '  ssh_public_keys = []',
        '  external_ips = {',
        '    ephemeral = [{}]',
        '  }',
        '}',
      ].join('\n'),
    )
  })
})
