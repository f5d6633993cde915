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

type View = ComponentType<ActionsMenuProps & { defaultOpen: boolean }>
let View: View | undefined
let loading: Promise<View> | undefined
const load = () =>
  (loading ??= import('./menu-view').then(
    (m) => {
      View = m.ActionsMenuView
      return View
    },
    (e: unknown) => {
      // a failed download is tried again at the next press
      loading = undefined
      throw e
    },
  ))

/**
 * A "more actions" menu: a small trigger that opens a list of actions. Base UI's menu (and the
 * positioning it brings) is loaded when a menu is first about to open, not with the page (issue
 * 29: it was a quarter of every page's first load). Until then the trigger is a plain button
 * that loads it when pointed at or focused and opens it when pressed; menus drawn after that
 * are Base UI's from the start.
 */
export function ActionsMenu(props: ActionsMenuProps) {
  // opened: this trigger was pressed before the menu's code was in, so it opens as it comes
  const [shown, setShown] = useState(() => View && { View, opened: false })
  if (shown) return <shown.View {...props} defaultOpen={shown.opened} />
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onPointerEnter={() => void load().catch(() => {})}
      onFocus={() => void load().catch(() => {})}
      onClick={() => void load().then((v) => setShown({ View: v, opened: true }), console.error)}
    >
      {props.trigger ?? <MoreIcon />}
    </button>
  )
}
