/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True in mock mode: the in-browser mock API answers /v1 calls. */
  readonly MOCK: boolean
}
