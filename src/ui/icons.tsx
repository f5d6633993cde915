import type { SVGProps } from 'react'

/** A small icon set drawn on a 16px grid. Decorative by default (aria-hidden). */
type IconProps = SVGProps<SVGSVGElement> & { size?: number }

function Svg({ size = 16, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {children}
    </svg>
  )
}

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 8.5l3 3 7-7" />
  </Svg>
)
export const CopyIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5V3.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
  </Svg>
)
export const MoreIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="3.5" cy="8" r="0.75" fill="currentColor" />
    <circle cx="8" cy="8" r="0.75" fill="currentColor" />
    <circle cx="12.5" cy="8" r="0.75" fill="currentColor" />
  </Svg>
)
export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 3.5L5.5 8l4.5 4.5" />
  </Svg>
)
export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 3.5L10.5 8 6 12.5" />
  </Svg>
)
export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 6l4.5 4.5L12.5 6" />
  </Svg>
)
export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
)
export const PlusIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 3v10M3 8h10" />
  </Svg>
)
export const WarningIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 2L1.5 13.5h13L8 2z" />
    <path d="M8 6.5v3M8 11.5v.01" />
  </Svg>
)
export const InfoIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.5v4M8 5v.01" />
  </Svg>
)
export const ErrorIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" />
  </Svg>
)
export const UserIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="5.5" r="2.75" />
    <path d="M2.5 14c.6-2.8 2.8-4.25 5.5-4.25s4.9 1.45 5.5 4.25" />
  </Svg>
)
export const FolderIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M1.75 4.5a1 1 0 0 1 1-1h3.5l1.5 1.5h5.5a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1h-10.5a1 1 0 0 1-1-1z" />
  </Svg>
)
export const ServerIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="2.5" width="12" height="4.5" rx="1" />
    <rect x="2" y="9" width="12" height="4.5" rx="1" />
    <path d="M4.5 4.75h.01M4.5 11.25h.01" />
  </Svg>
)
export const ExternalLinkIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9.5 2.5h4v4M13.5 2.5l-6 6M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
  </Svg>
)

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
  </Svg>
)

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5l3 3" />
  </Svg>
)

/** A clock with a back arrow: what happened. */
export const HistoryIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.75 8a5.25 5.25 0 1 0 1.55-3.7M2.5 2.5v2.25h2.25" />
    <path d="M8 5.25V8l1.75 1.75" />
  </Svg>
)
