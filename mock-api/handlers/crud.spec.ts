import { describe, expect, it } from 'vitest'
import { grace } from '../data/silo'
import type { Reader } from './body'
import { named } from './crud'

/** The helper on its own, over a plain collection: the HTTP specs cover the areas using it. */
type Thing = { id: string; name: string; description: string; time_modified: string; tag: string }
const user = grace

function setup() {
  const items: Thing[] = ['a', 'b'].map((name) => ({
    id: `id-${name}`,
    name,
    description: '',
    time_modified: 'then',
    tag: '',
  }))
  const things = named<Thing, unknown>({
    type: 'thing',
    items: () => items,
    find: (selector) => {
      const found = items.find((t) => t.name === selector)
      if (!found) throw new Response(null, { status: 404 })
      return found
    },
    siblings: () => items,
    canRead: () => {},
    canWrite: (_, t) => {
      if (t.name === 'b') throw new Response(null, { status: 403 })
    },
  })
  return { items, things }
}

/** The extra field of an update: read with the body, set after the uniqueness check. */
const tagged = (b: Reader) => {
  const tag = b.string('tag')
  return (t: Thing) => {
    t.tag = tag
  }
}

async function failure(fn: () => unknown) {
  try {
    fn()
  } catch (e) {
    if (!(e instanceof Response)) throw e
    const text = await e.text()
    return { status: e.status, message: text && (JSON.parse(text) as { message: string }).message }
  }
  throw new Error('no error')
}

describe('named CRUD helper', () => {
  it('renames with the uniqueness check, reading the whole body first', async () => {
    const { things } = setup()
    const update = (body: object) => () => things.update('a', {}, body, user, tagged)
    expect(await failure(update({ name: 'b', tag: 'x' }))).toEqual({
      status: 400,
      message: 'already exists: thing "b"',
    })
    expect((await failure(update({ name: 'b', tag: 5 }))).message).toMatch(
      /^unable to parse JSON body: tag: invalid type: integer `5`, expected a string/,
    )
    const renamed = things.update('a', {}, { name: 'c', description: 'd', tag: 'x' }, user, tagged)
    expect(renamed).toMatchObject({ name: 'c', description: 'd', tag: 'x' })
    expect(renamed.time_modified).not.toBe('then')
    // its own name is no clash
    expect(things.update('c', {}, { name: 'c' }, user).name).toBe('c')
  })

  it('removes only what the user may change and the guard lets go', async () => {
    const { items, things } = setup()
    expect((await failure(() => things.remove('b', {}, user))).status).toBe(403)
    const refuse = () => {
      throw new Response(null, { status: 400 })
    }
    expect((await failure(() => things.remove('a', {}, user, refuse))).status).toBe(400)
    expect(items.map((t) => t.name)).toEqual(['a', 'b'])
    things.remove('a', {}, user)
    expect(items.map((t) => t.name)).toEqual(['b'])
    expect((await failure(() => things.view('a', {}, user))).status).toBe(404)
  })
})
