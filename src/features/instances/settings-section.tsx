import { type ReactNode, useId } from 'react'

/** One titled block of the settings tab. */
export function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-line bg-raise p-4"
    >
      <div>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {description && <p className="text-secondary">{description}</p>}
      </div>
      {children}
    </section>
  )
}
