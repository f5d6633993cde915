import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router'
import { meQuery } from '~/api/current-user'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { lazyComponent } from '~/components/lazy-component'
import { RoleReadNotice } from '~/components/role-notice'
import { signOut } from '~/components/sign-out'
import { setThemeChoice, themeChoice } from '~/theme'
import { cn } from '~/ui/cn'
import { ChevronDownIcon, MenuIcon, UserIcon } from '~/ui/icons'
import { ActionsMenu } from '~/ui/menu'
import { toast } from '~/ui/toast'
import { pb } from '~/util/paths'
import { ShellTools } from './shell-tools'

function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  return (
    <div
      aria-hidden
      className={cn(
        'fixed inset-x-0 top-0 z-[70] h-0.5 origin-left bg-accent transition-transform duration-500',
        busy ? 'scale-x-75' : 'scale-x-0 duration-0',
      )}
    />
  )
}

/** What the user menu says when the current user could not be read (auth-layout.tsx). */
export const PROFILE_UNREAD = 'Profile not loaded'

function UserMenu() {
  const me = useQuery(meQuery)
  const navigate = useNavigate()
  const theme = themeChoice()
  const name = me.data?.displayName
  return (
    <ActionsMenu
      label={name ? `User menu for ${name}` : `User menu: ${PROFILE_UNREAD}`}
      trigger={
        <span className="flex items-center gap-1.5 px-1 text-default">
          <UserIcon />
          {/* on a narrow screen the icon alone: the trigger's label still names the user */}
          <span className="max-w-40 truncate max-sm:hidden">{name ?? PROFILE_UNREAD}</span>
          <ChevronDownIcon size={12} />
        </span>
      }
      actions={[
        ...(name ? [] : [{ label: 'Load profile again', onActivate: () => void me.refetch() }]),
        { label: 'Settings', onActivate: () => navigate(pb.profile()) },
        ...(['system', 'light', 'dark'] as const)
          .filter((t) => t !== theme)
          .map((t, i) => ({
            label: t === 'system' ? 'Follow system theme' : `Use ${t} theme`,
            onActivate: () => setThemeChoice(t),
            separatorBefore: i === 0,
          })),
        {
          label: 'Sign out',
          separatorBefore: true,
          onActivate: () =>
            signOut().catch((e: Error) =>
              toast.error({ title: 'Sign out', description: e.message }),
            ),
        },
      ]}
    />
  )
}

/** The scope a path is in: every page under /system is the system's, settings are neither. */
const scopeOf = (path: string) =>
  path.startsWith('/system') ? 'System' : path.startsWith('/settings') ? '' : 'Silo'

function ScopeSwitch() {
  const me = useQuery(meQuery).data
  const scope = scopeOf(useLocation().pathname)
  if (!me?.fleetViewer) return <span className="font-semibold">{me?.siloName}</span>
  return (
    <nav aria-label="Scope" className="flex items-center gap-1 rounded-md bg-sunken p-0.5">
      {[
        { to: pb.projects(), label: 'Silo' },
        { to: pb.systemScope(), label: 'System' },
      ].map((s) => (
        <Link
          key={s.to}
          to={s.to}
          aria-current={s.label === scope ? 'page' : undefined}
          className={cn(
            'rounded px-2 py-0.5 text-xs font-medium',
            s.label === scope
              ? 'bg-raise text-default shadow-sm'
              : 'text-secondary hover:text-default',
          )}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  )
}

export function NavItem({
  to,
  icon,
  children,
}: {
  to: string
  icon?: ReactNode
  children: ReactNode
}) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2 rounded-md px-2.5 py-1.5',
          isActive
            ? 'bg-selected font-medium text-default'
            : 'text-secondary hover:bg-hover hover:text-default',
        )
      }
    >
      {icon && <span className="text-tertiary">{icon}</span>}
      {children}
    </NavLink>
  )
}

export function NavSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex flex-col gap-0.5">
      <h2 className="px-2.5 pb-1 text-2xs font-semibold tracking-wider text-tertiary uppercase">
        {label}
      </h2>
      {children}
    </nav>
  )
}

/** Whether the API answers: its code loads and its first ping goes 10 s after the shell. */
const ApiHealth = lazyComponent(() =>
  new Promise((r) => setTimeout(r, 10_000))
    .then(() => import('./api-health'))
    .then((m) => m.ApiHealth),
)

const NavDrawer = lazyComponent(() => import('./nav-drawer').then((m) => m.NavDrawer))

/**
 * Below the md breakpoint the sidebar hides; this button opens it as a drawer. The drawer's
 * code loads on first use, so wide screens never download it.
 */
function MobileNav({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const location = useLocation()
  const [at, setAt] = useState(location.key)
  // following a link in the drawer closes it
  if (at !== location.key) {
    setAt(location.key)
    if (open) setOpen(false)
  }
  return (
    <>
      <button
        type="button"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded p-1.5 text-secondary hover:bg-hover md:hidden"
      >
        <MenuIcon />
      </button>
      {open && <NavDrawer onClose={() => setOpen(false)}>{children}</NavDrawer>}
    </>
  )
}

/**
 * The signed-in page frame: the top bar (scope, breadcrumbs, user menu), a
 * sidebar with the layout's navigation, and the main content the routes fill.
 */
export function Shell({ sidebar, children }: { sidebar: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col">
      <NavigationProgress />
      <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-line bg-raise px-3 sm:gap-4 sm:px-4">
        <MobileNav>{sidebar}</MobileNav>
        {/* the accessible name starts with the visible text (WCAG 2.5.3, label in name) */}
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <img src="/favicon.svg" alt="" className="size-5" />
          <span className="sr-only sm:not-sr-only">Oxide</span>
          <span className="sr-only"> console home</span>
        </Link>
        <ScopeSwitch />
        <div className="min-w-0 flex-1">
          <Breadcrumbs />
        </div>
        <ApiHealth />
        <ShellTools />
        <UserMenu />
      </header>
      <div className="flex flex-1">
        <aside className="sticky top-12 hidden h-[calc(100vh-3rem)] w-56 shrink-0 flex-col gap-6 overflow-y-auto border-r border-line bg-raise px-3 py-4 md:flex">
          {sidebar}
        </aside>
        <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-6 py-6 outline-none lg:px-10">
          {children ?? <Outlet />}
          {/* after the page, so a late failure moves nothing the user may be about to click */}
          <RoleReadNotice />
        </main>
      </div>
    </div>
  )
}
