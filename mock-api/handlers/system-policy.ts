import { requireFleetRole } from '../authz'
import { db } from '../db'
import type { HandlerMap } from '../kit'
import { checkPolicy } from './shared'

/**
 * The fleet's policy (`/v1/system/policy`): read with the fleet's viewer role, replaced whole
 * with its admin role (ReadPolicy and ModifyPolicy on the Fleet: "read" if "viewer", "modify"
 * if "admin" in omicron.polar). The fleet's roles are admin, collaborator and viewer. As for
 * the silo's, the server checks neither that the identities exist nor that each has one role;
 * at most 64 assignments (real-api-behaviour.md row 23).
 */
export const systemPolicyHandlers: HandlerMap = {
  systemPolicyView: ({ user }) => {
    requireFleetRole(user, 'viewer')
    return db.fleetPolicy
  },

  systemPolicyUpdate: ({ body, user }) => {
    requireFleetRole(user, 'admin')
    const policy = checkPolicy(body, ['admin', 'collaborator', 'viewer'])
    db.fleetPolicy = policy
    return policy
  },
}
