import { PICKER_LIMIT, q } from '~/api/query'

/** By id (a NIC stores its VPC's id) or by name with a project. */
export const vpcView = (vpc: string) => q('vpcView', { path: { vpc } })
export const subnetView = (subnet: string) => q('vpcSubnetView', { path: { subnet } })

/** A project's VPCs, and a VPC's subnets, for pickers. */
export const projectVpcs = (project: string) =>
  q('vpcList', { query: { project, limit: PICKER_LIMIT } })
export const vpcSubnets = (project: string, vpc: string) =>
  q('vpcSubnetList', { query: { project, vpc, limit: PICKER_LIMIT } })
