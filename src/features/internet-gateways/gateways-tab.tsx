import type { InternetGateway } from '@oxide/api'
import { useState } from 'react'
import { createdColumn, descriptionColumn, nameColumn } from '~/components/columns'
import { lazyComponent } from '~/components/lazy-component'
import { listPage, useProjectRole } from '~/components/list-page'
import { gatewayBulkActions } from '~/resources/internet-gateways/actions'
import { gatewayList } from '~/resources/internet-gateways/queries'
import { pb } from '~/util/paths'
import { confirmGatewayDelete } from './confirm-gateway-delete'

/** A form opened on demand: its code (and the form library's) loads when it opens. */
const CreateGatewayModal = lazyComponent(() =>
  import('./create-gateway-modal').then((m) => m.CreateGatewayModal),
)

/** The VPC's internet gateways: the way out its routes can name. */
export default listPage(
  () => {
    const [creating, setCreating] = useState(false)
    return { ...useProjectRole('networking', 'vpc'), creating, setCreating }
  },
  ({ project, vpc, creating, setCreating, denied }) => ({
    heading: 'Internet gateways',
    intro: 'Routes send traffic out of the VPC through a gateway.',
    query: (page) => gatewayList({ project, vpc }, page),
    columns: [
      nameColumn<InternetGateway>((g) => pb.vpcInternetGateway({ project, vpc, gateway: g.name })),
      descriptionColumn<InternetGateway>(),
      createdColumn<InternetGateway>(),
    ],
    denied,
    rowActions: { delete: confirmGatewayDelete, denied },
    bulkActions: gatewayBulkActions,
    create: { onClick: () => setCreating(true), label: 'New gateway' },
    empty: {
      title: 'No internet gateways',
      body: 'Without one, no route leads out of the VPC.',
    },
    children: creating && (
      <CreateGatewayModal project={project} vpc={vpc} onDismiss={() => setCreating(false)} />
    ),
  }),
)
