import { CheckIcon } from '~/ui/icons'

export default function DeviceSuccess() {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-accent-subtle text-accent-fg">
        <CheckIcon size={20} />
      </span>
      <h1 className="text-2xl font-semibold">Device logged in</h1>
      <p className="text-secondary">You can close this window</p>
    </div>
  )
}
