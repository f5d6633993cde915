import { Menu } from '@base-ui/react/menu'
import { Fragment, useId } from 'react'
import { cn } from './cn'
import { MoreIcon } from './icons'
import { type ActionsMenuProps, type MenuAction, TRIGGER_CLASS } from './menu'
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
 * The menu of `ActionsMenu` (menu.tsx), loaded when a menu is first about to open. `defaultOpen`
 * for a trigger pressed before this code was in: it opens as soon as it is drawn.
 */
export function ActionsMenuView({
  label,
  actions,
  trigger,
  defaultOpen,
}: ActionsMenuProps & { defaultOpen: boolean }) {
  const id = useId()
  return (
    <Menu.Root defaultOpen={defaultOpen} defaultTriggerId={defaultOpen ? id : undefined}>
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
