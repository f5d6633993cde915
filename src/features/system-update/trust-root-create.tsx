import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useFleetPermissions } from '~/api/fleet-permissions'
import { req, requestChange } from '~/api/request'
import { TextFileField } from '~/components/fields/text-file-field'
import { SideModalForm } from '~/components/side-modal-form'
import { createTrustRoot, TRUST_ROOT_OPS } from '~/resources/updates/queries'
import { sb } from '~/util/system-paths'
import { parseRootRole, rootRoleProblem } from '~/util/tuf-root'

type Values = { rootRole: string }

/**
 * system/update/trust-roots-new: add a TUF root role to the trust store. The SDK does not type
 * this call's body, so the review shows the request without it; the body is the document as
 * pasted or read from root.json.
 */
export default function TrustRootCreate() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('systemUpdate')
  const form = useForm<Values>({ defaultValues: { rootRole: '' } })
  const change = requestChange(
    () => req('systemUpdateTrustRootCreate', {}),
    TRUST_ROOT_OPS,
    (_request, v: Values) => {
      const parsed = parseRootRole(v.rootRole)
      return createTrustRoot('role' in parsed ? parsed.role : v.rootRole)
    },
  )
  const close = () => navigate(sb.systemUpdate())
  return (
    <SideModalForm
      title="Add trust root"
      form={form}
      change={change}
      submitDisabled={denied}
      success={() => 'Trust root added'}
      onDismiss={close}
    >
      <TextFileField
        control={form.control}
        name="rootRole"
        label="Root role"
        required
        accept=".json,application/json"
        validate={rootRoleProblem}
        description="The release's root.json: a signed TUF root role (JSON). Its keys may then sign uploaded repositories."
      />
    </SideModalForm>
  )
}
