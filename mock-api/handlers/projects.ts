import type { Project } from '@oxide/api'
import { requireSiloRole } from '../authz'
import { db, siloProjects } from '../db'
import { invalidRequest } from '../errors'
import type { Json } from '../json'
import type { HandlerMap } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { named, newRecord } from './crud'
import { can, find } from './lookups'
import { CREATED_WITH_PROJECT, projectChildren } from './project-children'
import { checkPolicy } from './shared'

/** Names are unique within a silo; another silo's projects are not even seen (db.ts). */
const projects = named<Json<Project>, unknown>({
  type: 'project',
  items: () => db.projects,
  find: (selector) => find.project(selector),
  siblings: () => siloProjects(),
  canRead: (user, project) => can.read(user, project.id),
  // the project itself is modified by its admins (omicron.polar: "modify" if "admin")
  canWrite: (user, project) => can.admin(user, project.id),
})

export const projectHandlers: HandlerMap = {
  projectList: ({ query, user }) => {
    // ListChildren on the silo takes a silo role (viewer): a user with project roles only is
    // refused, not shown their projects (ds/project.rs `projects_list`, omicron.polar; row R1)
    requireSiloRole(user, 'viewer')
    return paginated(query, siloProjects())
  },

  projectCreate: ({ body, user }) => {
    requireSiloRole(user, 'collaborator')
    const b = reader(body)
    const name = b.name()
    const description = b.string('description')
    projects.unique(siloProjects(), name)
    const project: Json<Project> = {
      ...newRecord(),
      name,
      description,
    }
    db.projects.push(project)
    db.projectSilos[project.id] = user.silo_id
    for (const create of CREATED_WITH_PROJECT) create(project)
    return project
  },

  projectView: ({ path, user }) => projects.view(path.project, {}, user),

  projectUpdate: ({ path, body, user }) => projects.update(path.project, {}, body, user),

  projectDelete: ({ path, user }) => {
    const project = projects.remove(path.project, {}, user, (project) => {
      const child = projectChildren(project.id)[0]
      if (child) throw invalidRequest(`project to be deleted contains ${child}`)
    })
    delete db.projectPolicies[project.id]
  },

  projectPolicyView: ({ path, user }) => {
    const project = find.project(path.project)
    can.read(user, project.id)
    return db.projectPolicies[project.id] ?? { role_assignments: [] }
  },

  projectPolicyUpdate: ({ path, body, user }) => {
    const project = find.project(path.project)
    can.admin(user, project.id)
    const policy = checkPolicy(body, ['admin', 'collaborator', 'limited_collaborator', 'viewer'])
    db.projectPolicies[project.id] = policy
    return policy
  },
}
