import { Outlet } from 'react-router'
import hero from './login-hero.svg'

/**
 * Spec section 2: a hero image on one half and a 320px form column; the image is hidden on
 * small screens.
 */
export function LoginLayout() {
  return (
    <div className="flex min-h-full">
      <div className="relative hidden flex-1 overflow-hidden bg-sunken md:block">
        <img src={hero} alt="" className="absolute inset-0 size-full object-cover" />
      </div>
      <main
        id="content"
        tabIndex={-1}
        className="flex flex-1 items-center justify-center p-8 outline-none"
      >
        <div className="w-login-form max-w-full">
          <Outlet />
        </div>
      </main>
    </div>
  )
}
