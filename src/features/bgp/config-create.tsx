import { BgpConfigForm } from './config-form'

export default function BgpConfigCreate() {
  return <BgpConfigForm />
}
