import { Menu } from '@base-ui/react/menu'
import { Fragment, useEffect, useId } from 'react'
import { cn } from './cn'
import { MoreIcon } from './icons'
import { type ActionsMenuProps, type MenuAction, type OpenedBy, TRIGGER_CLASS } from './menu'
import { Tooltip } from './tooltip'

const itemClass = (danger?: boolean) =>
  cn(
    'flex cursor-default items-center rounded px-3 py-1.5 text-sm outline-none select-none data-highlighted:bg-hover data-disabled:opacity-50',
    danger ? 'text-danger-fg' : 'text-default',
  )

function Item({ action }: { action: MenuAction }) {
  const item = (
    <Menu.Item
      className={itemClass(action.danger)}
      disabled={!!action.disabled}
      onClick={action.onActivate}
    >
      {action.label}
    </Menu.Item>
  )
  return action.disabled && action.disabled !== true ? (
    <Tooltip content={action.disabled}>{item}</Tooltip>
  ) : (
    item
  )
}

/** The open menu's items; rendered only while it is open. */
function Items({ actions }: { actions: MenuAction[] | (() => MenuAction[]) }) {
  return (typeof actions === 'function' ? actions() : actions).map((action) => (
    <Fragment key={action.label}>
      {action.separatorBefore && <Menu.Separator className="my-1 h-px bg-line" />}
      <Item action={action} />
    </Fragment>
  ))
}

/**
 * The menu of `ActionsMenu` (menu.tsx), drawn when its trigger is pressed, and open at once. A
 * press from the keyboard opens it as Base UI's trigger does from the keyboard (ArrowDown), so
 * its first item takes focus, as a menu button's should; a pointer's opens it on its popup.
 */
export function ActionsMenuView({
  label,
  actions,
  trigger,
  openedBy,
}: ActionsMenuProps & { openedBy: OpenedBy }) {
  const id = useId()
  const byKeyboard = openedBy === 'keyboard'
  useEffect(() => {
    if (!byKeyboard) return
    const button = document.getElementById(id)
    button?.focus()
    button?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
  }, [byKeyboard, id])
  return (
    <Menu.Root defaultOpen={!byKeyboard} defaultTriggerId={byKeyboard ? undefined : id}>
      <Menu.Trigger id={id} aria-label={label} className={TRIGGER_CLASS}>
        {trigger ?? <MoreIcon />}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner align="end" sideOffset={4} className="z-[70]">
          <Menu.Popup className="min-w-40 rounded-md border border-line bg-raise p-1 shadow-lg outline-none">
            <Items actions={actions} />
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
