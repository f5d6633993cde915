import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { recentProjects } from '~/api/recent-projects'
import { Button } from '~/ui/button'
import { TextInput } from '~/ui/input'
import { pb } from '~/util/paths'

/**
 * A way into a project for a user who may not list the silo's projects (a project role only:
 * real-api-behaviour.md row R1): open one by its name, or one this browser opened before. A
 * name the user may not read is not found, as the server intends.
 */
export function OpenProject() {
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const id = useId()
  const recent = recentProjects.list()
  const project = name.trim()
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (project) navigate(pb.instances({ project }))
        }}
      >
        <div className="flex min-w-0 max-w-sm flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            Project name
          </label>
          <TextInput
            id={id}
            value={name}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={!project}
          disabledReason={project ? undefined : 'Type the name of a project first'}
        >
          Open project
        </Button>
      </form>
      {recent.length > 0 && (
        <nav aria-label="Recently opened projects" className="flex flex-col gap-1">
          <h2 className="text-sm font-medium">Recently opened</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {recent.map((p) => (
              <li key={p}>
                <Link to={pb.instances({ project: p })} className="font-mono text-sm underline">
                  {p}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
