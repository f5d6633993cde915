import { type ComponentType, type ReactNode, useState } from 'react'
import { MoreIcon } from './icons'

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

export type ActionsMenuProps = {
  /** Accessible name of the trigger, e.g. "Row actions for web-frontend". */
  label: string
  /**
   * The actions; given a function, they are built when the menu opens, from what is known then
   * (a row's state that arrived after the row was drawn), and not for rows never opened.
   */
  actions: MenuAction[] | (() => MenuAction[])
  trigger?: ReactNode
}

export const TRIGGER_CLASS =
  'inline-flex h-7 min-w-7 items-center justify-center gap-1 rounded-md px-1.5 text-secondary hover:bg-hover hover:text-default data-popup-open:bg-hover'

/** How the trigger that opened a menu was pressed: from the keyboard, its first item takes focus. */
export type OpenedBy = 'pointer' | 'keyboard'
type View = ComponentType<ActionsMenuProps & { openedBy: OpenedBy }>
let loading: Promise<View> | undefined
const load = () =>
  (loading ??= import('./menu-view').then(
    (m) => m.ActionsMenuView,
    (e: unknown) => {
      // a failed download is tried again at the next press
      loading = undefined
      throw e
    },
  ))

/**
 * A "more actions" menu: a small trigger that opens a list of actions. Base UI's menu (and the
 * positioning it brings) is loaded when a menu is first about to open, not with the page (issue
 * 29: it was a quarter of every page's first load). The trigger is a plain button that loads
 * it when pointed at or focused, and becomes Base UI's menu, open, when pressed: a list of 100
 * rows mounts 100 buttons, not 100 menus (each a store, a floating root and a dozen hooks),
 * which made every filter keystroke and page of a large list slower once any menu's code was in.
 */
export function ActionsMenu(props: ActionsMenuProps) {
  const [menu, setMenu] = useState<{ View: View; openedBy: OpenedBy }>()
  if (menu) return <menu.View {...props} openedBy={menu.openedBy} />
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
      onClick={(e) => {
        // a click from Enter or Space has no pointer position to count
        const openedBy = e.detail === 0 ? 'keyboard' : 'pointer'
        void load().then((View) => setMenu({ View, openedBy }), console.error)
      }}
    >
      {props.trigger ?? <MoreIcon />}
    </button>
  )
}
