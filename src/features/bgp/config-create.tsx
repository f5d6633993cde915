import { startFleetRoleReads } from '~/api/fleet-permissions'
import { prefetch } from '~/api/query'
import { announceSetsWhole } from '~/resources/bgp/queries'
import { BgpConfigForm } from './config-form'

export async function loader() {
  startFleetRoleReads()
  return prefetch(announceSetsWhole())
}

export default function BgpConfigCreate() {
  return <BgpConfigForm />
}
