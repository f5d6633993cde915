import type { Instance } from '@oxide/api'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { capitalize } from '~/api/errors'
import { usePermissions } from '~/api/permissions'
import { call } from '~/api/query'
import {
  type ConfirmOptions,
  confirmAction,
  confirmDelete,
  runAction,
} from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
import { INSTANCE_OPS } from '~/resources/instances/queries'
import { disableAll, type MenuAction } from '~/ui/menu'
import { instanceActionDisabled as disabled } from '~/util/instance-states'
import { pb } from '~/util/paths'

/**
 * The modal Resize opens, loaded when first opened. Here, beside the action, rather than with
 * the other modals (lazy-modals.ts): the instance list's first load takes only this one (its
 * JS budget, bench/budgets.ts), and a module of its own cost that load 0.1 KiB.
 */
export const ResizeInstanceModal = lazyComponent(() =>
  import('./resize-instance-modal').then((m) => m.ResizeInstanceModal),
)

type Options = {
  project: string
  /** Resize opens a modal its page owns. */
  onResize: (instance: Instance) => void
  /** Where to go after a delete; a list stays put. */
  onDeleted?: () => void
}

/**
 * The actions on one instance, for a row's menu and the instance page's menu alike. Each is
 * enabled only in the run states spec section 4 allows (util/instance-states.ts); otherwise it
 * stays visible, disabled, and says why; so does every action when the user's role on the
 * project allows none of them.
 */
export function useInstanceActions({ project, onResize, onDeleted }: Options) {
  const navigate = useNavigate()
  // a role that may not change the instance outranks every state rule
  const denied = usePermissions(project).cannot('compute')
  return useCallback(
    (instance: Instance): MenuAction[] => {
      const state = instance.runState
      const path = { path: { instance: instance.name }, query: { project } }
      /** A run-state change, confirmed first where `confirm` says what it does. */
      const change = (
        key: 'start' | 'stop' | 'reboot',
        doing: string,
        run: () => Promise<unknown>,
        confirm?: Pick<ConfirmOptions, 'content' | 'danger'>,
      ): MenuAction => {
        const label = capitalize(key)
        const action = {
          title: `${label} instance`,
          run,
          touches: INSTANCE_OPS,
          success: `${doing} instance ${instance.name}`,
        }
        return {
          label,
          disabled: disabled(key, state),
          onActivate: () =>
            confirm
              ? confirmAction({ ...action, ...confirm, confirmLabel: label })
              : runAction(action),
        }
      }
      const actions: MenuAction[] = [
        // no confirmation: Start is undone by Stop and costs nothing to retry
        change('start', 'Starting', () => call('instanceStart', path)),
        change('stop', 'Stopping', () => call('instanceStop', path), {
          content: `Are you sure you want to stop ${instance.name}? Work that is not saved on disk is lost.`,
          danger: true,
        }),
        change('reboot', 'Rebooting', () => call('instanceReboot', path), {
          content: `Are you sure you want to reboot ${instance.name}?`,
        }),
        {
          label: 'Resize',
          disabled: disabled('resize', state),
          onActivate: () => onResize(instance),
        },
        {
          label: 'Serial console',
          disabled: disabled('serialConsole', state),
          onActivate: () => navigate(pb.serialConsole({ project, instance: instance.name })),
        },
        {
          label: 'Delete',
          danger: true,
          separatorBefore: true,
          disabled: disabled('delete', state),
          onActivate: () =>
            confirmDelete({
              kind: 'instance',
              name: instance.name,
              run: () => call('instanceDelete', path),
              touches: INSTANCE_OPS,
              after: onDeleted,
            }),
        },
      ]
      return disableAll(actions, denied)
    },
    [project, onResize, onDeleted, navigate, denied],
  )
}
