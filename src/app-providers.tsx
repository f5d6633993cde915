import { CSPProvider } from '@base-ui/react/csp-provider'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from './api/query'
import { ConfirmActionHost } from './components/confirm-action'
import { Toaster } from './ui/toast'

/**
 * What every screen runs inside: the query cache, toasts and the one confirm modal.
 * The app puts its router in it; component tests a router of their own.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    // no inline <style> tags: the console runs under style-src 'self'
    <CSPProvider disableStyleElements>
      <QueryClientProvider client={queryClient}>
        <Toaster>
          {children}
          <ConfirmActionHost />
        </Toaster>
      </QueryClientProvider>
    </CSPProvider>
  )
}
