import type { Op } from './routes'

/**
 * What serde says it expected when a request body is JSON but no object (a string, a number,
 * `null`, an array), as dropshot answers it (dropshot/src/extractor/body.rs: `unable to parse
 * JSON body: ` and serde_path_to_error's error, which names no path at the top): the derived
 * `Deserialize`'s `expecting` text, "struct <Rust name>" (serde_derive/src/de/struct_.rs) or
 * "adjacently tagged enum <name>" (de/enum_adjacently.rs).
 *
 * The Rust name is the request body's schema name in the server's OpenAPI document, but for the
 * role policies: `Policy<AllowedRoles>`, documented as `{AllowedRoles}Policy` (omicron
 * nexus/types/versions/src/initial/policy.rs). The second item says how serde takes an array:
 * - `'map'`: the struct has a flattened part (the identity's `name` and `description`), so serde
 *   reads it through `deserialize_map` and has no `visit_seq` (de/struct_.rs): an array is an
 *   invalid type, reported where serde_json peeked at the `[` (serde_json src/de.rs
 *   `deserialize_map`, `peek_invalid_type`, `fix_position`);
 * - a number: the struct's fields, all required; serde reads them by position (`visit_seq`), so
 *   `[]` is `invalid length 0, expected struct X with N elements`, after the `]`;
 * - nothing: serde reads the fields by position too, but which field comes first is the Rust
 *   order, which the document does not keep (it sorts properties by name): not imitated; the
 *   reader (handlers/body.ts) answers in its own words.
 *
 * A scalar is an invalid type after serde_json consumed it (`peek_invalid_type`). Left out: the
 * untagged `IpRange` (handlers/ip-ranges.ts reads it whole, as serde does), the trust root (any
 * JSON), form and byte bodies. `body-types.spec.ts` derives this table from the document;
 * `bodyShapeError` (handlers/body.ts) answers with it.
 */
export type BodyType = readonly [expecting: string, array?: 'map' | number]

export const BODY_TYPES: { readonly [O in Op]?: BodyType } = {
  deviceAuthConfirm: ['struct DeviceAuthVerify', 1],
  probeCreate: ['struct ProbeCreate', 'map'],
  supportBundleCreate: ['struct SupportBundleCreate'],
  supportBundleUpdate: ['struct SupportBundleUpdate'],
  affinityGroupCreate: ['struct AffinityGroupCreate', 'map'],
  affinityGroupUpdate: ['struct AffinityGroupUpdate', 'map'],
  alertReceiverSubscriptionAdd: ['struct AlertSubscriptionCreate', 1],
  antiAffinityGroupCreate: ['struct AntiAffinityGroupCreate', 'map'],
  antiAffinityGroupUpdate: ['struct AntiAffinityGroupUpdate', 'map'],
  authSettingsUpdate: ['struct SiloAuthSettingsUpdate', 1],
  certificateCreate: ['struct CertificateCreate', 'map'],
  diskCreate: ['struct DiskCreate', 'map'],
  diskBulkWriteImport: ['struct ImportBlocksBulkWrite', 2],
  diskFinalizeImport: ['struct FinalizeDisk'],
  externalSubnetCreate: ['struct ExternalSubnetCreate', 'map'],
  externalSubnetUpdate: ['struct ExternalSubnetUpdate', 'map'],
  externalSubnetAttach: ['struct ExternalSubnetAttach', 1],
  floatingIpCreate: ['struct FloatingIpCreate', 'map'],
  floatingIpUpdate: ['struct FloatingIpUpdate', 'map'],
  floatingIpAttach: ['struct FloatingIpAttach', 2],
  imageCreate: ['struct ImageCreate', 'map'],
  instanceCreate: ['struct InstanceCreate', 'map'],
  instanceUpdate: ['struct InstanceUpdate'],
  instanceDiskAttach: ['struct DiskPath', 1],
  instanceDiskDetach: ['struct DiskPath', 1],
  instanceEphemeralIpAttach: ['struct EphemeralIpCreate'],
  instanceMulticastGroupJoin: ['struct InstanceMulticastGroupJoin'],
  internetGatewayIpAddressCreate: ['struct InternetGatewayIpAddressCreate', 'map'],
  internetGatewayIpPoolCreate: ['struct InternetGatewayIpPoolCreate', 'map'],
  internetGatewayCreate: ['struct InternetGatewayCreate', 'map'],
  loginLocal: ['struct UsernamePasswordCredentials', 2],
  currentUserSshKeyCreate: ['struct SshKeyCreate', 'map'],
  instanceNetworkInterfaceCreate: ['struct InstanceNetworkInterfaceCreate', 'map'],
  instanceNetworkInterfaceUpdate: ['struct InstanceNetworkInterfaceUpdate', 'map'],
  policyUpdate: ['struct Policy', 1],
  projectCreate: ['struct ProjectCreate', 'map'],
  projectUpdate: ['struct ProjectUpdate', 'map'],
  projectPolicyUpdate: ['struct Policy', 1],
  snapshotCreate: ['struct SnapshotCreate', 'map'],
  physicalDiskEnableAdoption: ['struct PhysicalDiskManufacturerIdentity', 3],
  rackMembershipAddSleds: ['struct RackMembershipAddSledsRequest', 1],
  sledSetProvisionPolicy: ['struct SledProvisionPolicyParams', 1],
  networkingSwitchPortLldpConfigUpdate: ['struct LldpLinkConfig'],
  networkingSwitchPortApplySettings: ['struct SwitchPortApplySettings', 1],
  localIdpUserCreate: ['struct UserCreate', 2],
  localIdpUserSetPassword: ['adjacently tagged enum UserPassword'],
  samlIdentityProviderCreate: ['struct SamlIdentityProviderCreate', 'map'],
  systemIpPoolCreate: ['struct IpPoolCreate', 'map'],
  systemIpPoolUpdate: ['struct IpPoolUpdate', 'map'],
  systemIpPoolAssign: ['struct IpPoolAssignParam', 1],
  systemIpPoolSiloLink: ['struct IpPoolLinkSilo', 2],
  systemIpPoolSiloUpdate: ['struct IpPoolSiloUpdate', 1],
  networkingAddressLotCreate: ['struct AddressLotCreate', 'map'],
  networkingAllowListUpdate: ['struct AllowListUpdate', 1],
  networkingBfdDisable: ['struct BfdSessionDisable', 2],
  networkingBfdEnable: ['struct BfdSessionEnable'],
  networkingBgpConfigUpdate: ['struct BgpConfigUpdate', 'map'],
  networkingBgpConfigCreate: ['struct BgpConfigCreate', 'map'],
  networkingBgpAnnounceSetUpdate: ['struct BgpAnnounceSetCreate', 'map'],
  networkingInboundIcmpUpdate: ['struct ServiceIcmpConfig', 1],
  networkingLoopbackAddressCreate: ['struct LoopbackAddressCreate', 6],
  systemNetworkingSettingsUpdate: ['struct SystemNetworkingSettingsUpdate'],
  networkingSwitchPortSettingsCreate: ['struct SwitchPortSettingsCreate', 'map'],
  systemPolicyUpdate: ['struct Policy', 1],
  siloCreate: ['struct SiloCreate', 'map'],
  siloPolicyUpdate: ['struct Policy', 1],
  siloQuotasUpdate: ['struct SiloQuotasUpdate'],
  systemSubnetPoolCreate: ['struct SubnetPoolCreate', 'map'],
  systemSubnetPoolUpdate: ['struct SubnetPoolUpdate', 'map'],
  systemSubnetPoolMemberAdd: ['struct SubnetPoolMemberAdd'],
  systemSubnetPoolMemberRemove: ['struct SubnetPoolMemberRemove', 1],
  systemSubnetPoolSiloLink: ['struct SubnetPoolLinkSilo', 2],
  systemSubnetPoolSiloUpdate: ['struct SubnetPoolSiloUpdate', 1],
  systemTimeseriesQuery: ['struct TimeseriesQuery', 1],
  systemUpdateRecoveryFinish: ['struct SetTargetReleaseParams', 1],
  targetReleaseUpdate: ['struct SetTargetReleaseParams', 1],
  timeseriesQuery: ['struct TimeseriesQuery', 1],
  vpcFirewallRulesUpdate: ['struct VpcFirewallRuleUpdateParams'],
  vpcRouterRouteCreate: ['struct RouterRouteCreate', 'map'],
  vpcRouterRouteUpdate: ['struct RouterRouteUpdate', 'map'],
  vpcRouterCreate: ['struct VpcRouterCreate', 'map'],
  vpcRouterUpdate: ['struct VpcRouterUpdate', 'map'],
  vpcSubnetCreate: ['struct VpcSubnetCreate', 'map'],
  vpcSubnetUpdate: ['struct VpcSubnetUpdate', 'map'],
  vpcCreate: ['struct VpcCreate', 'map'],
  vpcUpdate: ['struct VpcUpdate', 'map'],
  webhookReceiverCreate: ['struct WebhookCreate', 'map'],
  webhookReceiverUpdate: ['struct WebhookReceiverUpdate', 'map'],
  webhookSecretsAdd: ['struct WebhookSecretCreate', 1],
}
