import type { User } from '@oxide/api'
import { requireFleetRole } from '../authz'
import { errorResponse } from '../errors'
import { queryUint } from '../int-params'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { messageHistory } from './bgp-history'
import { exported, imported, peerStatus, sessions } from './bgp-routing'

/**
 * What Nexus asks the switches' routing daemons (nexus/src/app/bgp.rs): peer status, exported
 * and imported routes, message history. Each needs Read on the Fleet (fleet viewers). The
 * imported routes take a required `asn` that the server does not use (it asks each switch for
 * its whole imported RIB); the history asks each switch's router of that ASN.
 */
const viewer = (user: Json<User>) => requireFleetRole(user, 'viewer')

/** The `asn` query parameter, a required `u32`. */
function asnOf(value: unknown): number {
  const asn = queryUint(value, 'u32')
  if (asn === undefined)
    throw errorResponse(400, null, 'unable to parse query string: missing field `asn`')
  return asn
}

export const bgpStatusHandlers: HandlerMap = {
  networkingBgpStatus: ({ user }) => {
    viewer(user)
    return sessions().map(peerStatus)
  },

  networkingBgpExported: ({ user }) => {
    viewer(user)
    return exported()
  },

  networkingBgpImported: ({ query, user }) => {
    asnOf(query.asn)
    viewer(user)
    return imported()
  },

  networkingBgpMessageHistory: ({ query, user }) => {
    const asn = asnOf(query.asn)
    viewer(user)
    return { switch_histories: messageHistory(asn) }
  },
}
