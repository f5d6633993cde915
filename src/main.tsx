import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initTheme } from './theme'
import './index.css'

/**
 * Entry point. In mock mode (the technical preview, `npm start`, `npm run build:mock`) the
 * in-browser mock API starts before the first request; this is the one place the app imports
 * mock-api/, and production builds drop it entirely.
 */
async function start() {
  initTheme()
  if (import.meta.env.MOCK) {
    const { startMockApi } = await import('../mock-api/browser')
    await startMockApi()
  }
  // a system page's route table (app.tsx patches it in) loads beside the app, not once the
  // router has asked for it: a cold load of a system page waits one JS round trip less
  if (/^\/system(\/|$)/.test(location.pathname)) void import('./route-table/system')
  const { App } = await import('./app')
  const root = document.getElementById('root')
  if (!root) throw new Error('no #root element')
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

start()
