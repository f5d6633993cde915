import { Menu } from '@base-ui/react/menu'
import { Fragment, type ReactNode } from 'react'
import { cn } from './cn'
import { MoreIcon } from './icons'
import { Tooltip } from './tooltip'

export type MenuAction = {
  label: string
  onActivate: () => void
  /** Visible but not actionable; `disabled` carries the reason shown in a tooltip. */
  disabled?: ReactNode | false
  danger?: boolean
  /** Draw a rule above this action, to set a group (e.g. Delete) apart. */
  separatorBefore?: boolean
}

/**
 * The actions with every one disabled for one reason that outranks their own (the user's role
 * allows none of them); without a reason, the actions as they were.
 */
export const disableAll = (actions: MenuAction[], reason: string | undefined): MenuAction[] =>
  reason ? actions.map((a) => ({ ...a, disabled: reason })) : actions

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
 * A "more actions" menu: a small trigger that opens a list of actions. Given a function, the
 * actions are built when the menu opens, from what is known then (a row's state that arrived
 * after the row was drawn), and not for every row that is never opened.
 */
export function ActionsMenu({
  label,
  actions,
  trigger,
}: {
  /** Accessible name of the trigger, e.g. "Row actions for web-frontend". */
  label: string
  actions: MenuAction[] | (() => MenuAction[])
  trigger?: ReactNode
}) {
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={label}
        className="inline-flex h-7 min-w-7 items-center justify-center gap-1 rounded-md px-1.5 text-secondary hover:bg-hover hover:text-default data-popup-open:bg-hover"
      >
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
