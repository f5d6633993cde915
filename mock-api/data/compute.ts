import type {
  AffinityGroup,
  AntiAffinityGroup,
  Disk,
  FloatingIp,
  Image,
  Instance,
  InstanceNetworkInterface,
  InternetGateway,
  InternetGatewayIpAddress,
  InternetGatewayIpPool,
  IpPool,
  IpPoolRange,
  IpPoolSiloLink,
  RouterRoute,
  Snapshot,
  SshKey,
  Vpc,
  VpcFirewallRule,
  VpcRouter,
  VpcSubnet,
} from '@oxide/api'
import type { Json } from '../json'
import {
  affinityGroups,
  affinityMembers,
  antiAffinityGroups,
  antiAffinityMembers,
} from './affinity'
import { dataDisks, seedSnapshots } from './disks'
import { images } from './images'
import { seedInstances } from './instances'
import {
  floatingIps,
  ipPoolRanges,
  ipPoolSiloLinks,
  ipPools,
  type ServiceIpRecord,
  serviceIps,
} from './ip-pools'
import { seedNetworks } from './network'
import type { ExternalIpRecord, Membership, TransitionStep } from './records'
import { sshKeys } from './ssh-keys'

/**
 * The collections of instances, storage and networking, fresh on every reset. Built by a
 * function because one seeded instance's auto-restart cooldown is relative to now.
 */
export function computeSeed(now = Date.now()) {
  const net = seedNetworks()
  const seeded = seedInstances(now, net)
  return {
    instances: seeded.instances as Json<Instance>[],
    /** Pending run-state steps per instance id (handlers/instance-state.ts). */
    instanceSchedules: {} as Record<string, TransitionStep[]>,
    /** The SSH key ids an instance was created with, per instance id. */
    instanceSshKeys: seeded.instanceSshKeys as Record<string, string[]>,
    disks: [...seeded.disks, ...dataDisks] as Json<Disk>[],
    snapshots: seedSnapshots as Json<Snapshot>[],
    /** When each creating snapshot becomes ready (ms), per snapshot id. */
    images: images as Json<Image>[],
    /** The silo of each silo image made or promoted outside the demo silo, by image id. */
    imageSilos: {} as Record<string, string>,
    vpcs: net.vpcs as Json<Vpc>[],
    vpcRouters: net.vpcRouters as Json<VpcRouter>[],
    /**
     * Routes of all routers: the default routes made with each VPC; a system router's subnet
     * routes are filled in as it is read (system-routes.ts).
     */
    vpcRouterRoutes: net.vpcRouterRoutes as Json<RouterRoute>[],
    /** The subnet of each system `vpc_subnet` route, by route id. */
    subnetRoutes: {} as Record<string, string>,
    vpcSubnets: net.vpcSubnets as Json<VpcSubnet>[],
    vpcFirewallRules: net.vpcFirewallRules as Json<VpcFirewallRule>[],
    internetGateways: net.internetGateways as Json<InternetGateway>[],
    internetGatewayIpPools: net.internetGatewayIpPools as Json<InternetGatewayIpPool>[],
    internetGatewayIpAddresses: [] as Json<InternetGatewayIpAddress>[],
    networkInterfaces: seeded.nics as Json<InstanceNetworkInterface>[],
    ipPools: ipPools as Json<IpPool>[],
    ipPoolRanges: ipPoolRanges as Json<IpPoolRange>[],
    ipPoolSiloLinks: ipPoolSiloLinks as Json<IpPoolSiloLink>[],
    floatingIps: floatingIps as Json<FloatingIp>[],
    externalIps: seeded.externalIps as ExternalIpRecord[],
    /** Addresses the rack's services hold in system_services pools. */
    serviceIps: serviceIps as ServiceIpRecord[],
    sshKeys: sshKeys as Json<SshKey>[],
    affinityGroups: affinityGroups as Json<AffinityGroup>[],
    antiAffinityGroups: antiAffinityGroups as Json<AntiAffinityGroup>[],
    affinityMembers: affinityMembers as Membership[],
    antiAffinityMembers: antiAffinityMembers as Membership[],
  }
}
