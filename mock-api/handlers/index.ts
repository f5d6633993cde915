import type { HttpHandler, WebSocketHandler } from 'msw'
import { apiHandler, type HandlerMap, type PublicHandlerMap, served, servedPublic } from '../kit'
import { addressLotHandlers } from './address-lots'
import { affinityHandlers } from './affinity'
import { alertHandlers } from './alerts'
import { allowListHandlers } from './allow-list'
import { auditLogHandlers } from './audit-log'
import { bfdHandlers } from './bfd'
import { bgpHandlers } from './bgp'
import { bgpStatusHandlers } from './bgp-status'
import { certificateHandlers } from './certificates'
import { deviceHandlers, devicePublicHandlers } from './device'
import { diskAdoptionHandlers } from './disk-adoption'
import { diskImportHandlers } from './disk-import'
import { diskHandlers } from './disks'
import { externalIpHandlers } from './external-ips'
import { externalSubnetHandlers } from './external-subnets'
import { firewallRuleHandlers } from './firewall-rules'
import { identityHandlers } from './identity'
import { identityProviderHandlers } from './identity-providers'
import { imageCreateHandlers } from './image-create'
import { imageHandlers } from './images'
import { instanceHandlers } from './instances'
import { internetGatewayHandlers } from './internet-gateways'
import { inventoryHandlers } from './inventory'
import { localUserHandlers } from './local-users'
import { loopbackAddressHandlers } from './loopback-addresses'
import { multicastHandlers } from './multicast'
import { networkInterfaceHandlers } from './network-interfaces'
import { probeHandlers } from './probes'
import { projectHandlers } from './projects'
import { quotaHandlers } from './quotas'
import { rackMembershipHandlers } from './rack-membership'
import { routerRouteHandlers } from './router-routes'
import { serialConsoleStream } from './serial-console'
import { sessionHandlers, sessionPublicHandlers } from './session'
import { siloAuthHandlers } from './silo-auth'
import { siloHandlers } from './silos'
import { snapshotHandlers } from './snapshots'
import { sshKeyHandlers } from './ssh-keys'
import { subnetPoolHandlers } from './subnet-pools'
import { supportBundleHandlers } from './support-bundles'
import { switchPortSettingsHandlers } from './switch-port-settings'
import { switchPortHandlers } from './switch-ports'
import { systemIpPoolHandlers } from './system-ip-pools'
import { systemPolicyHandlers } from './system-policy'
import { timeseriesHandlers } from './timeseries'
import { updateUploadHandlers } from './update-upload'
import { updateHandlers } from './updates'
import { userSessionHandlers } from './user-sessions'
import { utilizationHandlers } from './utilization'
import { vpcRouterHandlers } from './vpc-routers'
import { vpcHandlers } from './vpcs'

/** Join the areas' handler maps; an operation served twice is a bug, so it throws. */
function join<M extends HandlerMap | PublicHandlerMap>(...maps: M[]): M {
  const all = {} as Record<string, unknown>
  for (const map of maps)
    for (const [op, fn] of Object.entries(map)) {
      if (op in all) throw new Error(`mock API: ${op} is handled twice`)
      all[op] = fn
    }
  return all as M
}

export const authenticated: HandlerMap = join(
  sessionHandlers,
  deviceHandlers,
  userSessionHandlers,
  identityHandlers,
  projectHandlers,
  instanceHandlers,
  networkInterfaceHandlers,
  affinityHandlers,
  multicastHandlers,
  diskHandlers,
  diskImportHandlers,
  snapshotHandlers,
  imageHandlers,
  imageCreateHandlers,
  externalIpHandlers,
  externalSubnetHandlers,
  vpcHandlers,
  vpcRouterHandlers,
  routerRouteHandlers,
  internetGatewayHandlers,
  timeseriesHandlers,
  firewallRuleHandlers,
  sshKeyHandlers,
  utilizationHandlers,
  siloHandlers,
  siloAuthHandlers,
  localUserHandlers,
  identityProviderHandlers,
  systemIpPoolHandlers,
  subnetPoolHandlers,
  systemPolicyHandlers,
  certificateHandlers,
  auditLogHandlers,
  quotaHandlers,
  inventoryHandlers,
  diskAdoptionHandlers,
  rackMembershipHandlers,
  switchPortHandlers,
  addressLotHandlers,
  loopbackAddressHandlers,
  switchPortSettingsHandlers,
  allowListHandlers,
  bgpHandlers,
  bgpStatusHandlers,
  bfdHandlers,
  supportBundleHandlers,
  updateHandlers,
  updateUploadHandlers,
  probeHandlers,
  alertHandlers,
)
export const unauthenticated: PublicHandlerMap = join(sessionPublicHandlers, devicePublicHandlers)

/** The mock API as MSW handlers: every operation it serves, and the route-level 404. */
export const allHandlers: HttpHandler[] = [
  apiHandler([...servedPublic(unauthenticated), ...served(authenticated)]),
]

/** WebSocket handlers (the serial console stream); the browser's worker serves them. */
export const wsHandlers: WebSocketHandler[] = [serialConsoleStream]
