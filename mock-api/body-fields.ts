import { VARIANT_STRUCTS } from './body-variants'

/**
 * What each struct of a request body holds, derived from the server's OpenAPI document
 * (written by `npx tsx mock-api/openapi/body-fields-derive.ts`; `body-walk.spec.ts` holds it
 * to the document), for serde's errors that the types alone decide (body-walk.ts).
 *
 * A struct is its schema's name (the Rust name, as body-types.ts takes it), its fields' types
 * (`!` first: required), and its flags: `flat` for a flattened identity (`name` and
 * `description` with no text of their own), `closed` for `deny_unknown_fields`. A tagged
 * enum's variant is a struct too, `Enum::variant`, its fields but the tag. A type is
 * a code: `str` (a String), `name` (omicron's `Name`), `uuid`, `bool`, an integer (`u8`
 * to `i64`), `bytes` (`ByteCount`), `v4net` / `v6net` / `ipnet` (oxnet's networks),
 * `ip` / `ipv4` / `ipv6` (std's `IpAddr`, `Ipv4Addr`, `Ipv6Addr`), `peerip` (omicron's
 * `RouterPeerIpAddr`), `srcips` (the multicast joins' checked `Vec<IpAddr>`), `nameorid`
 * (omicron's untagged `NameOrId`), `|a|b` (a unit enum's variants), `@Struct`, `[T`
 * (a sequence of T), `~T` (T or null), `#Enum` (a tagged enum: `BODY_ENUMS`, body-variants.ts, gives its tag and
 * variants, field-order.ts whether the variant's fields sit beside the tag or under a content
 * key) and `?`: a type the walk does not judge (another untagged enum, a range, a bounded
 * integer), where it stops and leaves the body to the handler's reader. The role
 * policies and the IP range are left out (handlers read them).
 */
export type BodyStruct = readonly [
  fields: { readonly [field: string]: string },
  flags?: 'flat' | 'closed' | 'flat closed',
]
/** A tagged enum: the tag's key and the variants' names (each one's struct is `Enum::variant`). */
export type BodyEnum = readonly [tag: string, variants: readonly string[]]
const OWN_STRUCTS: { readonly [name: string]: BodyStruct } = {
  Address: [{ address: '!ipnet', address_lot: '!nameorid', vlan_id: '~u16' }],
  AddressConfig: [{ addresses: '![@Address', link_name: '!name' }],
  AddressLotBlockCreate: [{ first_address: '!ip', last_address: '!ip' }],
  AddressLotCreate: [
    { blocks: '![@AddressLotBlockCreate', description: '!str', kind: '!?', name: '!name' },
    'flat',
  ],
  AffinityGroupCreate: [
    { description: '!str', failure_domain: '!?', name: '!name', policy: '!?' },
    'flat',
  ],
  AffinityGroupUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  AlertSubscriptionCreate: [{ subscription: '!?' }],
  AllowListUpdate: [{ allowed_ips: '!#AllowedSourceIps' }],
  AntiAffinityGroupCreate: [
    { description: '!str', failure_domain: '!?', name: '!name', policy: '!?' },
    'flat',
  ],
  AntiAffinityGroupUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  BaseboardId: [{ part_number: '!str', serial_number: '!str' }],
  BfdSessionDisable: [{ remote: '!ip', switch_slot: '!?' }],
  BfdSessionEnable: [
    {
      detection_threshold: '!u8',
      local: '~ip',
      mode: '!|single_hop|multi_hop',
      remote: '!ip',
      required_rx: '!u64',
      switch_slot: '!?',
    },
  ],
  BgpAnnounceSetCreate: [
    { announcement: '![@BgpAnnouncementCreate', description: '!str', name: '!name' },
    'flat',
  ],
  BgpAnnouncementCreate: [{ address_lot_block: '!nameorid', network: '!ipnet' }],
  BgpConfigCreate: [
    {
      asn: '!u32',
      bgp_announce_set_id: '!nameorid',
      description: '!str',
      max_paths: '?',
      name: '!name',
      vrf: '~name',
    },
    'flat',
  ],
  BgpConfigUpdate: [
    { bgp_announce_set_id: '~nameorid', description: '~str', max_paths: '~?', name: '~name' },
    'flat',
  ],
  BgpPeer: [
    {
      addr: '!#RouterPeerType',
      allowed_export: '!#ImportExportPolicy',
      allowed_import: '!#ImportExportPolicy',
      bgp_config: '!nameorid',
      communities: '![u32',
      connect_retry: '!u32',
      delay_open: '!u32',
      enforce_first_as: '!bool',
      hold_time: '!u32',
      idle_hold_time: '!u32',
      keepalive: '!u32',
      local_pref: '~u32',
      md5_auth_key: '~str',
      min_ttl: '~u8',
      multi_exit_discriminator: '~u32',
      remote_asn: '~u32',
      vlan_id: '~u16',
    },
  ],
  BgpPeerConfig: [{ link_name: '!name', peers: '![@BgpPeer' }],
  CertificateCreate: [
    { cert: '!str', description: '!str', key: '!str', name: '!name', service: '!?' },
    'flat',
  ],
  DerEncodedKeyPair: [{ private_key: '!str', public_cert: '!str' }],
  DeviceAuthVerify: [{ user_code: '!str' }],
  DiskCreate: [
    { description: '!str', disk_backend: '!#DiskBackend', name: '!name', size: '!bytes' },
    'flat',
  ],
  DiskPath: [{ disk: '!nameorid' }],
  EphemeralIpCreate: [{ pool_selector: '#PoolSelector' }],
  ExternalSubnetAttach: [{ instance: '!nameorid' }],
  ExternalSubnetCreate: [
    { allocator: '!#ExternalSubnetAllocator', description: '!str', name: '!name' },
    'flat',
  ],
  ExternalSubnetUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  FinalizeDisk: [{ snapshot_name: '~name' }],
  FloatingIpAttach: [{ kind: '!|instance', parent: '!nameorid' }],
  FloatingIpCreate: [
    { address_allocator: '#AddressAllocator', description: '!str', name: '!name' },
    'flat',
  ],
  FloatingIpUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  ImageCreate: [
    { description: '!str', name: '!name', os: '!str', source: '!#ImageSource', version: '!str' },
    'flat',
  ],
  ImportBlocksBulkWrite: [{ base64_encoded_data: '!str', offset: '!u64' }],
  InstanceCreate: [
    {
      anti_affinity_groups: '[nameorid',
      auto_restart_policy: '~?',
      boot_disk: '~#InstanceDiskAttachment',
      cpu_platform: '~?',
      description: '!str',
      disks: '[#InstanceDiskAttachment',
      enable_jumbo_frames: 'bool',
      external_ips: '[#ExternalIpCreate',
      hostname: '!?',
      memory: '!bytes',
      multicast_groups: '[@MulticastGroupJoinSpec',
      name: '!name',
      ncpus: '!u16',
      network_interfaces: '#InstanceNetworkInterfaceAttachment',
      ssh_public_keys: '~[nameorid',
      start: 'bool',
      user_data: '?',
    },
    'flat',
  ],
  InstanceMulticastGroupJoin: [{ ip_version: '~|v4|v6', source_ips: '~srcips' }],
  InstanceNetworkInterfaceCreate: [
    {
      description: '!str',
      ip_config: '#PrivateIpStackCreate',
      name: '!name',
      subnet_name: '!name',
      vpc_name: '!name',
    },
    'flat',
  ],
  InstanceNetworkInterfaceUpdate: [
    { description: '~str', name: '~name', primary: 'bool', transit_ips: '[ipnet' },
    'flat',
  ],
  InstanceUpdate: [
    {
      auto_restart_policy: '!~?',
      boot_disk: '!~nameorid',
      cpu_platform: '!~?',
      enable_jumbo_frames: '!bool',
      memory: '!bytes',
      multicast_groups: '~[@MulticastGroupJoinSpec',
      ncpus: '!u16',
    },
  ],
  InternetGatewayCreate: [{ description: '!str', name: '!name' }, 'flat'],
  InternetGatewayIpAddressCreate: [{ address: '!ip', description: '!str', name: '!name' }, 'flat'],
  InternetGatewayIpPoolCreate: [
    { description: '!str', ip_pool: '!nameorid', name: '!name' },
    'flat',
  ],
  IpPoolAssignParam: [{ assignment: '!?' }],
  IpPoolCreate: [
    { assignment: '?', description: '!str', ip_version: '|v4|v6', name: '!name', pool_type: '?' },
    'flat',
  ],
  IpPoolLinkSilo: [{ is_default: '!bool', silo: '!nameorid' }],
  IpPoolSiloUpdate: [{ is_default: '!bool' }],
  IpPoolUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  LinkConfigCreate: [
    {
      autoneg: '!bool',
      fec: '~?',
      link_name: '!name',
      lldp: '!@LldpLinkConfigCreate',
      mtu: '!u16',
      speed: '!?',
      tx_eq: '~@TxEqConfig',
    },
  ],
  LldpLinkConfig: [
    {
      chassis_id: '~str',
      enabled: '!bool',
      id: '!uuid',
      link_description: '~str',
      link_name: '~str',
      management_ip: '~ip',
      system_description: '~str',
      system_name: '~str',
    },
  ],
  LldpLinkConfigCreate: [
    {
      chassis_id: '~str',
      enabled: '!bool',
      link_description: '~str',
      link_name: '~str',
      management_ip: '~ip',
      system_description: '~str',
      system_name: '~str',
    },
  ],
  LoopbackAddressCreate: [
    {
      address: '!ip',
      address_lot: '!nameorid',
      anycast: '!bool',
      mask: '!u8',
      rack_id: '!uuid',
      switch_slot: '!?',
    },
  ],
  MulticastGroupJoinSpec: [{ group: '!?', ip_version: '~|v4|v6', source_ips: '~srcips' }],
  PhysicalDiskManufacturerIdentity: [{ model: '!str', serial: '!str', vendor: '!str' }],
  PrivateIpv4StackCreate: [{ ip: '!#Ipv4Assignment', transit_ips: '[v4net' }],
  PrivateIpv6StackCreate: [{ ip: '!#Ipv6Assignment', transit_ips: '[v6net' }],
  ProbeCreate: [
    { description: '!str', name: '!name', pool_selector: '#PoolSelector', sled: '!uuid' },
    'flat',
  ],
  ProjectCreate: [{ description: '!str', name: '!name' }, 'flat'],
  ProjectUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  RackMembershipAddSledsRequest: [{ sled_ids: '![@BaseboardId' }],
  Route: [{ dst: '!ipnet', gw: '!ip', rib_priority: '~u8', vid: '~u16' }],
  RouteConfig: [{ link_name: '!name', routes: '![@Route' }],
  RouterRouteCreate: [
    {
      description: '!str',
      destination: '!#RouteDestination',
      name: '!name',
      target: '!#RouteTarget',
    },
    'flat',
  ],
  RouterRouteUpdate: [
    {
      description: '~str',
      destination: '!#RouteDestination',
      name: '~name',
      target: '!#RouteTarget',
    },
    'flat',
  ],
  SamlIdentityProviderCreate: [
    {
      acs_url: '!str',
      description: '!str',
      group_attribute_name: '~str',
      idp_entity_id: '!str',
      idp_metadata_source: '!#IdpMetadataSource',
      name: '!name',
      signing_keypair: '~@DerEncodedKeyPair',
      slo_url: '!str',
      sp_client_id: '!str',
      technical_contact_email: '!str',
    },
    'flat',
  ],
  ServiceIcmpConfig: [{ enabled: '!bool' }],
  SetTargetReleaseParams: [{ system_version: '!?' }],
  SiloAuthSettingsUpdate: [{ device_token_max_ttl_seconds: '!~?' }],
  SiloCreate: [
    {
      admin_group_name: '~str',
      description: '!str',
      discoverable: '!bool',
      identity_mode: '!?',
      mapped_fleet_roles: '?',
      name: '!name',
      quotas: '!@SiloQuotasCreate',
      tls_certificates: '![@CertificateCreate',
    },
    'flat',
  ],
  SiloQuotasCreate: [{ cpus: '!i64', memory: '!bytes', storage: '!bytes' }],
  SiloQuotasUpdate: [{ cpus: '~i64', memory: '~bytes', storage: '~bytes' }],
  SledProvisionPolicyParams: [{ state: '!?' }],
  SnapshotCreate: [{ description: '!str', disk: '!nameorid', name: '!name' }, 'flat'],
  SshKeyCreate: [{ description: '!str', name: '!name', public_key: '!str' }, 'flat'],
  SubnetPoolCreate: [{ description: '!str', ip_version: '!|v4|v6', name: '!name' }, 'flat'],
  SubnetPoolLinkSilo: [{ is_default: '!bool', silo: '!nameorid' }],
  SubnetPoolMemberAdd: [{ max_prefix_length: '~u8', min_prefix_length: '~u8', subnet: '!ipnet' }],
  SubnetPoolMemberRemove: [{ subnet: '!ipnet' }],
  SubnetPoolSiloUpdate: [{ is_default: '!bool' }],
  SubnetPoolUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  SupportBundleCreate: [{ user_comment: '~str' }],
  SupportBundleUpdate: [{ user_comment: '~str' }],
  SwitchInterfaceConfigCreate: [
    { kind: '!#SwitchInterfaceKind', link_name: '!name', v6_enabled: '!bool' },
  ],
  SwitchPortApplySettings: [{ port_settings: '!nameorid' }],
  SwitchPortConfigCreate: [{ geometry: '!?' }],
  SwitchPortSettingsCreate: [
    {
      addresses: '![@AddressConfig',
      bgp_peers: '[@BgpPeerConfig',
      description: '!str',
      groups: '[nameorid',
      interfaces: '[@SwitchInterfaceConfigCreate',
      links: '![@LinkConfigCreate',
      name: '!name',
      port_config: '!@SwitchPortConfigCreate',
      routes: '[@RouteConfig',
    },
    'flat',
  ],
  SystemNetworkingSettingsUpdate: [{ external_jumbo_frames_opt_in_enabled: 'bool' }],
  TimeseriesQuery: [{ query: '!str' }],
  TxEqConfig: [{ main: '~i32', post1: '~i32', post2: '~i32', pre1: '~i32', pre2: '~i32' }],
  UserCreate: [{ external_id: '!?', password: '!#UserPassword' }],
  UsernamePasswordCredentials: [{ password: '!?', username: '!?' }],
  VpcCreate: [
    { description: '!str', dns_name: '!name', ipv6_prefix: '~v6net', name: '!name' },
    'flat',
  ],
  VpcFirewallIcmpFilter: [{ code: '~?', icmp_type: '!u8' }],
  VpcFirewallRuleFilter: [
    {
      hosts: '~[#VpcFirewallRuleHostFilter',
      ports: '~[?',
      protocols: '~[#VpcFirewallRuleProtocol',
    },
  ],
  VpcFirewallRuleUpdate: [
    {
      action: '!|allow|deny',
      description: '!str',
      direction: '!|inbound|outbound',
      filters: '!@VpcFirewallRuleFilter',
      name: '!name',
      priority: '!u16',
      status: '!|disabled|enabled',
      targets: '![#VpcFirewallRuleTarget',
    },
  ],
  VpcFirewallRuleUpdateParams: [{ rules: '[@VpcFirewallRuleUpdate' }],
  VpcRouterCreate: [{ description: '!str', name: '!name' }, 'flat'],
  VpcRouterUpdate: [{ description: '~str', name: '~name' }, 'flat'],
  VpcSubnetCreate: [
    {
      custom_router: '~nameorid',
      description: '!str',
      ipv4_block: '!v4net',
      ipv6_block: '~v6net',
      name: '!name',
    },
    'flat',
  ],
  VpcSubnetUpdate: [{ custom_router: '~nameorid', description: '~str', name: '~name' }, 'flat'],
  VpcUpdate: [{ description: '~str', dns_name: '~name', name: '~name' }, 'flat'],
  WebhookCreate: [
    { description: '!str', endpoint: '!?', name: '!name', secrets: '![str', subscriptions: '[?' },
    'flat',
  ],
  WebhookReceiverUpdate: [{ description: '~str', endpoint: '~?', name: '~name' }, 'flat'],
  WebhookSecretCreate: [{ secret: '!str' }],
}

/** Every struct: the bodies' own and the tagged enums' variants (body-variants.ts). */
export const BODY_STRUCTS: { readonly [name: string]: BodyStruct } = {
  ...OWN_STRUCTS,
  ...VARIANT_STRUCTS,
}
