import { OTPField } from '@base-ui/react/otp-field'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useChange } from '~/api/change'
import { INVALID_DEVICE_CODE } from '~/api/errors'
import { call } from '~/api/query'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import {
  backspaceDeviceCode,
  DEVICE_CODE_LENGTH,
  formatDeviceCode,
  normalizeDeviceCode,
} from '~/util/device-code'
import { pb } from '~/util/paths'

const SLOTS = Array.from({ length: DEVICE_CODE_LENGTH }, (_, i) => i)

/**
 * device/verify: type or paste the 8-letter code shown on the device. States: idle, pending,
 * success (on to device/success), error ('Code is invalid').
 */
export default function DeviceVerify() {
  const id = useId()
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  // Backspace as in a text field (issue 10): the box it clears is where the next letter goes
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const [focusAt, setFocusAt] = useState<number | null>(null)
  useEffect(() => {
    if (focusAt === null) return
    inputs.current[focusAt]?.focus()
    setFocusAt(null)
  }, [focusAt])
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Backspace' || e.altKey || e.ctrlKey || e.metaKey) return
    e.preventDefault()
    const next = backspaceDeviceCode(code, index)
    setCode(next.code)
    setFocusAt(next.focus)
    if (confirm.isError) confirm.reset()
  }
  const confirm = useChange(
    (userCode: string) => call('deviceAuthConfirm', { body: { userCode } }),
    [],
  )
  const done = confirm.isPending || confirm.isSuccess
  return (
    <form
      className="flex flex-col items-center gap-6 text-center"
      onSubmit={(e) => {
        e.preventDefault()
        if (code.length === DEVICE_CODE_LENGTH && !done)
          confirm.mutate(formatDeviceCode(code), { onSuccess: () => navigate(pb.deviceSuccess()) })
      }}
    >
      <div>
        <h1 className="text-2xl font-semibold">Device Authentication</h1>
        <p id={`${id}-help`} className="mt-1 text-secondary">
          Enter the code shown on your device
        </p>
      </div>
      <label htmlFor={id} id={`${id}-label`} className="sr-only">
        Device code
      </label>
      <OTPField.Root
        id={id}
        length={DEVICE_CODE_LENGTH}
        validationType="none"
        inputMode="text"
        autoComplete="off"
        normalizeValue={normalizeDeviceCode}
        value={code}
        onValueChange={(v) => {
          setCode(normalizeDeviceCode(v))
          if (confirm.isError) confirm.reset()
        }}
        aria-describedby={`${id}-help`}
        className="flex items-center gap-1.5"
      >
        {SLOTS.map((i) => (
          <span key={i} className="flex items-center gap-1.5">
            {i === 4 && (
              <span aria-hidden className="text-tertiary">
                –
              </span>
            )}
            <OTPField.Input
              ref={(el) => {
                inputs.current[i] = el
              }}
              onKeyDown={onKeyDown(i)}
              aria-label={i === 0 ? undefined : `Character ${i + 1} of ${DEVICE_CODE_LENGTH}`}
              className="h-11 w-9 rounded-md border border-line-strong bg-raise text-center font-mono text-lg uppercase"
            />
          </span>
        ))}
      </OTPField.Root>
      {confirm.isError && <Message variant="error">{INVALID_DEVICE_CODE}</Message>}
      <Button
        type="submit"
        className="w-full"
        loading={confirm.isPending}
        disabled={code.length < DEVICE_CODE_LENGTH || done}
      >
        Log in on device
      </Button>
    </form>
  )
}
