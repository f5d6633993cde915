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
