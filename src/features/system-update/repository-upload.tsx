import type { TufRepoUpload } from '@oxide/api'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { runChange } from '~/api/change'
import { useFleetPermissions } from '~/api/fleet-permissions'
import type { SendProgress } from '~/api/raw'
import { type Change, req } from '~/api/request'
import { FileField } from '~/components/fields/file-field'
import { SideModalForm } from '~/components/side-modal-form'
import { REPOSITORY_OPS, uploadRepository } from '~/resources/updates/queries'
import { toast } from '~/ui/toast'
import { sb } from '~/util/system-paths'
import { formatBytes, GiB } from '~/util/units'
import { type Transfer, TransferProgress } from './transfer-progress'

type Values = { file: File | null }

/** The API's limit on the request body (nexus external-api PUT_UPDATE_REPOSITORY_MAX_BYTES). */
const MAX_BYTES = 4 * GiB

function fileProblem(file: File) {
  if (file.size === 0) return 'The file is empty'
  if (file.size > MAX_BYTES)
    return `The file is ${formatBytes(file.size)}; the API takes repositories up to 4 GiB`
  return undefined
}

const LEAVE_UPLOAD = {
  title: 'Cancel the upload?',
  text: 'Leaving stops the upload. Nothing is stored until the whole archive has arrived.',
  stay: 'Keep uploading',
  leave: 'Cancel upload',
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'

/**
 * system/update/repositories-new: upload a release repository (the zip from Oxide) with its
 * progress; Cancel upload stops it while bytes are still going. The rack verifies it against
 * the trust store; a refusal shows the server's words and keeps the file chosen. The review
 * shows the request without its body (the archive's bytes).
 */
export default function RepositoryUpload() {
  const navigate = useNavigate()
  const denied = useFleetPermissions().cannot('systemUpdate')
  const form = useForm<Values>({ defaultValues: { file: null } })
  const [transfer, setTransfer] = useState<Transfer | null>(null)
  const running = useRef<AbortController | null>(null)
  // leaving mid-upload (the guard said yes) stops it
  useEffect(() => () => running.current?.abort(), [])
  const busy = transfer?.phase === 'sending' || transfer?.phase === 'checking'
  const close = () => navigate(sb.systemUpdate())

  const upload: Change<Values, TufRepoUpload | null> = (values) => ({
    requests: [
      req('systemUpdateRepositoryUpload', { query: { fileName: values.file?.name ?? '' } }),
    ],
    notes: ["The body is the archive's bytes, sent as they are (application/octet-stream)."],
    send: () =>
      runChange(async () => {
        const file = values.file
        if (!file) return null
        const controller = new AbortController()
        running.current = controller
        const onProgress = ({ sent, total }: SendProgress) =>
          setTransfer({ phase: sent < total ? 'sending' : 'checking', sent, total })
        onProgress({ sent: 0, total: file.size })
        try {
          const result = await uploadRepository(file, { onProgress, signal: controller.signal })
          setTransfer(null)
          return result
        } catch (e) {
          // cancelled: the progress says so and the form stays; a refusal goes to the form
          setTransfer((t) => (t && isAbort(e) ? { ...t, phase: 'cancelled' } : null))
          if (isAbort(e)) return null
          throw e
        } finally {
          running.current = null
        }
      }, REPOSITORY_OPS),
  })

  return (
    <SideModalForm
      title="Upload repository"
      form={form}
      change={upload}
      submitDisabled={denied}
      guard={busy ? LEAVE_UPLOAD : undefined}
      onSuccess={(result) => {
        if (!result) return
        const v = result.repo.systemVersion
        toast.success({
          title:
            result.status === 'inserted'
              ? `Repository ${v} uploaded`
              : `Repository ${v} was already uploaded`,
        })
        close()
      }}
      onDismiss={close}
    >
      <FileField
        control={form.control}
        name="file"
        label="Repository archive"
        required
        accept=".zip,application/zip"
        disabled={busy}
        validate={fileProblem}
        description="The release's repository zip from Oxide. The rack checks that a key of its trust store signed it."
      />
      {transfer && (
        <TransferProgress transfer={transfer} onCancel={() => running.current?.abort()} />
      )}
    </SideModalForm>
  )
}
