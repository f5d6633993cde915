import type { Image } from '@oxide/api'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ApiError, isApiError } from '~/api/errors'
import { usePermissions } from '~/api/permissions'
import { call, invalidate } from '~/api/query'
import type { Change } from '~/api/request'
import { FileField } from '~/components/fields/file-field'
import { RadioField } from '~/components/fields/radio-field'
import { useAskBeforeUnload } from '~/components/form-guard'
import { useRouteParams } from '~/components/route-params'
import { SideModalForm } from '~/components/side-modal-form'
import { MAX_DISK_GIB } from '~/resources/disks/fields'
import { DISK_OPS } from '~/resources/disks/queries'
import { ImageTextFields } from '~/resources/images/fields'
import { IMAGE_OPS } from '~/resources/images/queries'
import { SNAPSHOT_OPS } from '~/resources/snapshots/queries'
import { toast } from '~/ui/toast'
import { BLOCK_SIZES } from '~/util/disk-states'
import { pb } from '~/util/paths'
import { formatBytes, GiB } from '~/util/units'
import {
  plannedRequests,
  planUpload,
  type UploadValues,
  uploadDefaults,
  uploadNotes,
} from './upload-plan'
import { UploadProgress } from './upload-progress'
import { type Progress, UploadRun } from './upload-run'

const TOUCHES = [...IMAGE_OPS, ...DISK_OPS, ...SNAPSHOT_OPS]

/** A name an image of the project already has is refused before anything is made. */
async function checkNameFree(project: string, image: string) {
  const taken = await call('imageView', { path: { image }, query: { project } }).then(
    () => true,
    (e: unknown) => {
      if (isApiError(e) && e.status === 404) return false
      throw e
    },
  )
  if (taken)
    throw new ApiError({
      message: 'Image name already exists',
      status: 400,
      op: 'imageCreate',
      errorCode: 'ObjectAlreadyExists',
    })
}

function fileProblem(file: File) {
  if (file.size === 0) return 'The file is empty'
  if (file.size > MAX_DISK_GIB * GiB)
    return `The file is ${formatBytes(file.size)}; the largest disk it can go through is ${MAX_DISK_GIB} GiB`
  return undefined
}

const LEAVE_UPLOAD = {
  title: 'Cancel the upload?',
  text: 'Leaving stops the upload and deletes its temporary disk.',
  stay: 'Keep uploading',
  leave: 'Cancel upload',
}

const noRun = () => () => {}
const noProgress = () => null

/**
 * Upload an image from a local file (issue 12), through a temporary disk: the form's review
 * shows the requests the upload is sure to send and says what else it sends; the steps show as
 * they run (upload-progress.tsx); the run itself is upload-run.ts.
 */
export default function ImageUpload() {
  const navigate = useNavigate()
  const { project } = useRouteParams('project')
  const toList = () => navigate(pb.projectImages({ project }))
  const form = useForm<UploadValues>({ defaultValues: uploadDefaults })
  const [run, setRun] = useState<UploadRun | null>(null)
  const progress: Progress | null = useSyncExternalStore(
    run?.subscribe ?? noRun,
    run?.progress ?? noProgress,
  )
  const busy = progress?.phase === 'running' || progress?.phase === 'cancelling'
  useAskBeforeUnload(() => busy)
  // leaving mid-upload (the guard said yes): stop it; its cleanup finishes in the background
  useEffect(() => () => cancelInBackground(run), [run])
  const denied = usePermissions(project).cannot('compute')

  const upload: Change<UploadValues, Image | null> = (values) => {
    const plan = planUpload(project, values)
    return {
      requests: plannedRequests(plan),
      notes: uploadNotes(plan),
      send: async () => {
        await checkNameFree(project, values.name)
        const next = new UploadRun(plan, call)
        setRun(next)
        try {
          return await next.run()
        } finally {
          // whatever happened, the lists now show what is there
          await invalidate(...TOUCHES)
        }
      },
    }
  }

  return (
    <SideModalForm
      title="Upload image"
      form={form}
      change={upload}
      onSuccess={(image) => {
        // null: cancelled; the progress says what the cleanup did, the form stays
        if (!image) return
        toast.success({ title: `Image ${image.name} uploaded` })
        toList()
      }}
      onDismiss={toList}
      submitDisabled={denied}
      guard={busy ? LEAVE_UPLOAD : undefined}
    >
      <fieldset disabled={busy} className="contents">
        <legend className="sr-only">Image</legend>
        <ImageTextFields control={form.control} />
        <RadioField
          control={form.control}
          name="blockSize"
          label="Block size"
          description="The sector size the image was made with: 512 for most disk images, 2048 for an ISO."
          disabled={busy}
          items={BLOCK_SIZES.map((b) => ({ value: b, label: `${b} bytes` }))}
        />
        <FileField
          control={form.control}
          name="file"
          label="Image file"
          required
          validate={fileProblem}
          description="A raw disk image. Only the parts being sent are read, so any size up to 1023 GiB works."
        />
      </fieldset>
      {progress && <UploadProgress progress={progress} onCancel={() => run?.cancel()} />}
    </SideModalForm>
  )
}

/** Cancel a run left behind by the page and report its cleanup wherever the user now is. */
function cancelInBackground(run: UploadRun | null) {
  if (!run?.cancel()) return
  const stop = run.subscribe(() => {
    const p = run.progress()
    if (p.phase !== 'cancelled') return
    stop()
    const report = { title: 'Upload cancelled', description: p.outcome }
    if (p.outcome?.includes('Could not')) toast.error(report)
    else toast.success(report)
  })
}
