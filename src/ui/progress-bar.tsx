/** A transfer's progress as a bar, named and read out as a percentage. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <progress
      aria-label={label}
      aria-valuetext={`${percent}%`}
      max={100}
      value={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-sunken [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-sunken [&::-webkit-progress-value]:bg-accent"
    />
  )
}
