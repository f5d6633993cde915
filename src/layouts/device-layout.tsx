import { Outlet } from 'react-router'

/** Spec section 2: the device pages are a centred card. */
export function DeviceLayout() {
  return (
    <main
      id="content"
      tabIndex={-1}
      className="flex min-h-full items-center justify-center p-6 outline-none"
    >
      <div className="w-full max-w-md rounded-xl border border-line bg-raise p-8 shadow-sm">
        <Outlet />
      </div>
    </main>
  )
}
