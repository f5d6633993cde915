import type { InternetGateway } from '@oxide/api'
import { useCallback, useMemo, useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { usePermissions } from '~/api/permissions'
import { type PageParams, prefetch } from '~/api/query'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { pageParamsOf } from '~/components/paging'
import { QueryTable } from '~/components/query-table'
import { routeParams, useRouteParams } from '~/components/route-params'
import { gatewayBulkActions } from '~/resources/internet-gateways/actions'
import { gatewayList } from '~/resources/internet-gateways/queries'
import { Button } from '~/ui/button'
import { EmptyState } from '~/ui/empty-state'
import { PlusIcon } from '~/ui/icons'
import { disableAll, type MenuAction } from '~/ui/menu'
import { pb } from '~/util/paths'
import { confirmGatewayDelete } from './confirm-gateway-delete'
import { CreateGatewayModal } from './create-gateway-modal'

export function loader({ params, request }: LoaderFunctionArgs) {
  return prefetch(gatewayList(routeParams(params, 'project', 'vpc'), pageParamsOf(request)))
}

/** The VPC's internet gateways: the way out its routes can name. */
export default function GatewaysTab() {
  const { project, vpc } = useRouteParams('project', 'vpc')
  const [creating, setCreating] = useState(false)
  const columns = useMemo(
    () => [
      nameColumn<InternetGateway>((g) => pb.vpcInternetGateway({ project, vpc, gateway: g.name })),
      descriptionColumn<InternetGateway>(),
      createdColumn<InternetGateway>(),
    ],
    [project, vpc],
  )
  const query = useCallback(
    (page: PageParams) => gatewayList({ project, vpc }, page),
    [project, vpc],
  )
  const denied = usePermissions(project).cannot('networking')
  const rowActions = useCallback(
    (g: InternetGateway): MenuAction[] =>
      disableAll(
        [{ label: 'Delete', danger: true, onActivate: () => confirmGatewayDelete(g) }],
        denied,
      ),
    [denied],
  )
  const bulkActions = useMemo(() => gatewayBulkActions(denied), [denied])
  const newGateway = (
    <Button disabled={!!denied} disabledReason={denied} onClick={() => setCreating(true)}>
      <PlusIcon size={14} />
      New gateway
    </Button>
  )
  return (
    <>
      {/* the VPC page's h1 names the page; the tab's own heading is for moving by headings */}
      <h2 className="sr-only">Internet gateways</h2>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-secondary">Routes send traffic out of the VPC through a gateway.</p>
        {newGateway}
      </div>
      <QueryTable
        label="Internet gateways"
        query={query}
        columns={columns}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyState={
          <EmptyState
            title="No internet gateways"
            body="Without one, no route leads out of the VPC."
            action={newGateway}
          />
        }
      />
      {creating && (
        <CreateGatewayModal project={project} vpc={vpc} onDismiss={() => setCreating(false)} />
      )}
    </>
  )
}
