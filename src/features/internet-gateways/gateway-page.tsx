import type { InternetGatewayIpAddress, InternetGatewayIpPool, RouterRoute } from '@oxide/api'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useNavigate } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { usePrefetchedQueries } from '~/api/prefetched-queries'
import { call, ensure, prefetch, usePrefetchedQuery } from '~/api/query'
import { confirmAction } from '~/components/confirm-action'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/page-header'
import { routeParams, useRouteParams } from '~/components/route-params'
import {
  ATTACHED_OPS,
  gatewayAddresses,
  gatewayPools,
  gatewayView,
} from '~/resources/internet-gateways/queries'
import { PoolName } from '~/resources/ip-pools/cells'
import { routeColumns } from '~/resources/vpc-routers/columns'
import { routerRoutes, vpcRouters } from '~/resources/vpc-routers/queries'
import { Button } from '~/ui/button'
import { ListTable } from '~/ui/list-table'
import type { MenuAction } from '~/ui/menu'
import { PropertiesTable, Property } from '~/ui/properties'
import type { Column } from '~/ui/table'
import { TitledSection } from '~/ui/titled-section'
import { pb } from '~/util/paths'
import { confirmGatewayDelete } from './confirm-gateway-delete'

/** The attach forms load when one opens (react-hook-form with them). */
const AttachPoolModal = lazyComponent(() =>
  import('./attach-modals').then((m) => m.AttachPoolModal),
)
const AttachAddressModal = lazyComponent(() =>
  import('./attach-modals').then((m) => m.AttachAddressModal),
)

export async function loader({ params }: LoaderFunctionArgs) {
  const { gateway, ...where } = routeParams(params, 'project', 'vpc', 'gateway')
  const [gw, routers] = await Promise.all([
    ensure(gatewayView(where, gateway)),
    ensure(vpcRouters(where)),
  ])
  return prefetch(
    gatewayPools(gw.id),
    gatewayAddresses(gw.id),
    ...routers.items.map((r) => routerRoutes(r.id)),
  )
}

type Where = { project: string; vpc: string }
type RouteTo = RouterRoute & { routerName: string }

/** The routes of every router of the VPC that target the gateway (by name, as routes name it). */
function useRoutesTo(where: Where, gateway: string): RouteTo[] {
  const routers = usePrefetchedQuery(vpcRouters(where)).items
  const lists = usePrefetchedQueries(routers.map((r) => routerRoutes(r.id)))
  return routers.flatMap((router, i) =>
    (lists[i]?.items ?? [])
      .filter((r) => r.target.type === 'internet_gateway' && r.target.value === gateway)
      .map((r) => ({ ...r, routerName: router.name })),
  )
}

const poolColumns: Column<InternetGatewayIpPool>[] = [
  { header: 'Name', cell: (p) => <span className="font-medium">{p.name}</span> },
  { header: 'IP pool', cell: (p) => <PoolName id={p.ipPoolId} /> },
  { header: 'Description', cell: (p) => p.description || '—' },
]

const addressColumns: Column<InternetGatewayIpAddress>[] = [
  { header: 'Name', cell: (a) => <span className="font-medium">{a.name}</span> },
  { header: 'Address', cell: (a) => a.address, className: 'font-mono' },
  { header: 'Description', cell: (a) => a.description || '—' },
]

const routeToColumns = (where: Where): Column<RouteTo>[] => [
  {
    header: 'Router',
    cell: (r) => (
      <Link to={pb.vpcRouter({ ...where, router: r.routerName })} className="hover:underline">
        {r.routerName}
      </Link>
    ),
  },
  { header: 'Route', cell: (r) => <span className="font-medium">{r.name}</span> },
  ...routeColumns(where).filter((c) => c.header !== 'Target'),
]

/** Detach without cascade, or with it (the server's check that routes depend on it skipped). */
const detachActions = (
  what: string,
  name: string,
  run: (cascade: boolean) => Promise<unknown>,
  denied: string | undefined,
): MenuAction[] =>
  [false, true].map((cascade) => ({
    label: cascade ? 'Detach even if routes depend on it' : 'Detach',
    danger: true,
    disabled: denied ?? false,
    onActivate: () =>
      confirmAction({
        title: `Detach ${what}`,
        content: cascade
          ? `Detach ${name}, even if routes of the VPC depend on it?`
          : `Detach ${name} from the gateway?`,
        confirmLabel: 'Detach',
        danger: true,
        run: () => run(cascade),
        touches: ATTACHED_OPS,
        success: `${name} detached`,
      }),
  }))

export default function GatewayPage() {
  const navigate = useNavigate()
  const { gateway: name, ...where } = useRouteParams('project', 'vpc', 'gateway')
  const gateway = usePrefetchedQuery(gatewayView(where, name))
  const pools = usePrefetchedQuery(gatewayPools(gateway.id)).items
  const addresses = usePrefetchedQuery(gatewayAddresses(gateway.id)).items
  const routes = useRoutesTo(where, gateway.name)
  const [modal, setModal] = useState<'pool' | 'address' | null>(null)
  const denied = usePermissions(where.project).cannot('networking')
  const held = {
    pools: pools.length,
    addresses: addresses.length,
    routes: routes.map((r) => `${r.routerName}/${r.name}`),
  }
  const section = (title: string, action: React.ReactNode, table: React.ReactNode) => (
    <TitledSection title={title} className="mt-6" actions={action}>
      {table}
    </TitledSection>
  )
  const attach = (which: 'pool' | 'address', label: string) => (
    <Button variant="secondary" size="sm" disabledReason={denied} onClick={() => setModal(which)}>
      {label}
    </Button>
  )
  return (
    <>
      <PageHeader
        title={gateway.name}
        actions={
          <Button
            variant="danger"
            disabledReason={denied}
            onClick={() =>
              confirmGatewayDelete(gateway, held, () => navigate(pb.vpcInternetGateways(where)))
            }
          >
            Delete
          </Button>
        }
      >
        Internet gateway of {where.vpc}
      </PageHeader>
      <PropertiesTable>
        <Property.Description text={gateway.description} />
        <Property.Created date={gateway.timeCreated} />
      </PropertiesTable>
      {section(
        'IP pools',
        attach('pool', 'Attach IP pool'),
        <ListTable
          label="IP pools"
          columns={poolColumns}
          rows={pools}
          rowKey={(p) => p.id}
          rowName={(p) => p.name}
          empty="No IP pools attached"
          actions={(p) =>
            detachActions(
              'IP pool',
              p.name,
              (cascade) =>
                call('internetGatewayIpPoolDelete', { path: { pool: p.id }, query: { cascade } }),
              denied,
            )
          }
        />,
      )}
      {section(
        'IP addresses',
        attach('address', 'Attach IP address'),
        <ListTable
          label="IP addresses"
          columns={addressColumns}
          rows={addresses}
          rowKey={(a) => a.id}
          rowName={(a) => a.name}
          empty="No IP addresses attached"
          actions={(a) =>
            detachActions(
              'IP address',
              a.name,
              (cascade) =>
                call('internetGatewayIpAddressDelete', {
                  path: { address: a.id },
                  query: { cascade },
                }),
              denied,
            )
          }
        />,
      )}
      {section(
        'Routes to this gateway',
        null,
        <ListTable
          label="Routes to this gateway"
          columns={routeToColumns(where)}
          rows={routes}
          rowKey={(r) => r.id}
          empty="No route targets this gateway"
        />,
      )}
      {modal === 'pool' && <AttachPoolModal gateway={gateway} onDismiss={() => setModal(null)} />}
      {modal === 'address' && (
        <AttachAddressModal gateway={gateway} onDismiss={() => setModal(null)} />
      )}
    </>
  )
}
