/**
 * Wire format of the API's types: the SDK's types use camelCase keys and Date objects; the JSON
 * on the wire uses snake_case keys and ISO strings. `Json<Project>` is what the server sends, so
 * fixtures and handler results typed with it fail to compile the moment they drift from the API.
 */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S

export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: Json<T[K]> }
      : T

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** Query keys arrive snake_case (`page_token`); handlers read the SDK's camelCase names. */
export const camelKey = camel
export const snakeKey = snake
