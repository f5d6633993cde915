import type { AffinityGroup, Instance, User } from '@oxide/api'
import type { Membership } from '../data/records'
import { db } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import type { Json } from '../json'
import { type HandlerMap, json } from '../kit'
import { paginated } from '../paging'
import { reader } from './body'
import { inProject, newRecord } from './crud'
import { allows, settle } from './instance-state'
import { can, find } from './lookups'

/**
 * Affinity and anti-affinity groups share one shape and one set of rules (ds/affinity.rs): at
 * most 32 members, an instance in at most 16 groups of a kind, and it joins only while it holds
 * no sled reservation.
 */
type Kind = 'affinity' | 'anti-affinity'
type Group = Json<AffinityGroup>
type Query = { project?: string | undefined; limit?: number | null; pageToken?: string | null }

export const MAX_GROUP_MEMBERS = 32
/** `INSTANCE_MAX_AFFINITY_GROUPS`, `INSTANCE_MAX_ANTI_AFFINITY_GROUPS` in ds/affinity.rs. */
export const MAX_GROUPS_PER_INSTANCE = 16

const toMember = (i: Json<Instance>) => ({
  type: 'instance' as const,
  value: { id: i.id, name: i.name, run_state: settle(i).run_state },
})

function groupsOf(kind: Kind) {
  const isAffinity = kind === 'affinity'
  const type = `${kind}-group`
  const Label = isAffinity ? 'Affinity group' : 'Anti-affinity group'
  const groups = (): Group[] => (isAffinity ? db.affinityGroups : db.antiAffinityGroups)
  const members = (): Membership[] => (isAffinity ? db.affinityMembers : db.antiAffinityMembers)
  const setMembers = (next: Membership[]) => {
    if (isAffinity) db.affinityMembers = next
    else db.antiAffinityMembers = next
  }
  const findGroup = (selector: string, project: string | undefined) =>
    isAffinity ? find.affinityGroup(selector, project) : find.antiAffinityGroup(selector, project)
  const crud = inProject({ type, items: groups, find: findGroup })
  /**
   * The instance of a member path, looked up with the request's own `project` as the group is
   * (`instance_lookup` in app/instance.rs, called from http_entrypoints.rs): by id with a project
   * is a 400, by name without one too. The server checks no project beyond that.
   */
  const instanceIn = (selector: string, query: Query) => find.instance(selector, query.project)
  const membership = (group: Group, instance: Json<Instance>) => {
    const found = members().find((m) => m.group_id === group.id && m.instance_id === instance.id)
    if (!found) throw notFound(`not found: ${type}-member with id "${instance.id}"`)
    return found
  }

  return {
    list: (query: Query & { sortBy?: string | null }, user: Json<User>) => crud.list(query, user),
    create: (query: Query, body: unknown, user: Json<User>) => {
      const project = crud.parent(query, user)
      const b = reader(body)
      const name = b.name()
      const description = b.string('description')
      const failure_domain = b.enum('failure_domain', ['sled'] as const)
      const policy = b.enum('policy', ['allow', 'fail'] as const)
      crud.unique(crud.ofProject(project.id), name)
      const group: Group = {
        ...newRecord(),
        name,
        description,
        failure_domain,
        policy,
        project_id: project.id,
      }
      groups().push(group)
      return group
    },
    view: (selector: string, query: Query, user: Json<User>) => crud.view(selector, query, user),
    update: (selector: string, query: Query, body: unknown, user: Json<User>) =>
      crud.update(selector, query, body, user),
    remove: (selector: string, query: Query, user: Json<User>) => {
      const group = crud.remove(selector, query, user)
      setMembers(members().filter((m) => m.group_id !== group.id))
    },
    memberList: (selector: string, query: Query, user: Json<User>) => {
      const group = findGroup(selector, query.project)
      can.read(user, group.project_id)
      const ids = new Set(
        members()
          .filter((m) => m.group_id === group.id)
          .map((m) => m.instance_id),
      )
      const page = paginated(
        query,
        db.instances.filter((i) => ids.has(i.id)),
      )
      return { items: page.items.map(toMember), next_page: page.next_page }
    },
    memberView: (selector: string, instanceSelector: string, query: Query, user: Json<User>) => {
      const group = findGroup(selector, query.project)
      can.read(user, group.project_id)
      const instance = instanceIn(instanceSelector, query)
      membership(group, instance)
      return toMember(instance)
    },
    memberAdd: (selector: string, instanceSelector: string, query: Query, user: Json<User>) => {
      const group = findGroup(selector, query.project)
      can.write(user, group.project_id)
      const instance = instanceIn(instanceSelector, query)
      // in the order of `{anti_,}affinity_group_member_instance_add` (ds/affinity.rs): the
      // group's room, the instance's groups, its reservation, then the insert's conflict
      const current = members().filter((m) => m.group_id === group.id)
      if (current.length >= MAX_GROUP_MEMBERS)
        throw invalidRequest(`${Label} already has maximum allowed members (${MAX_GROUP_MEMBERS})`)
      if (members().filter((m) => m.instance_id === instance.id).length >= MAX_GROUPS_PER_INSTANCE)
        throw invalidRequest(
          `Instance already belongs to maximum allowed ${kind} groups (${MAX_GROUPS_PER_INSTANCE})`,
        )
      // refused only while the instance holds a sled reservation (an active VMM), row 14
      if (!allows('addToAffinityGroup', settle(instance).run_state))
        throw invalidRequest(
          `Instance cannot be added to ${type.replace(/-group$/, ' group')} with reservation`,
        )
      if (current.some((m) => m.instance_id === instance.id))
        throw alreadyExists(`${type}-member`, instance.id)
      members().push({ group_id: group.id, instance_id: instance.id })
      return json(toMember(instance), 201)
    },
    memberDelete: (selector: string, instanceSelector: string, query: Query, user: Json<User>) => {
      const group = findGroup(selector, query.project)
      can.write(user, group.project_id)
      const found = membership(group, instanceIn(instanceSelector, query))
      setMembers(members().filter((m) => m !== found))
    },
    /** The groups an instance belongs to. */
    ofInstance: (instanceSelector: string, query: Query, user: Json<User>) => {
      const instance = find.instance(instanceSelector, query.project)
      can.read(user, instance.project_id)
      const ids = new Set(
        members()
          .filter((m) => m.instance_id === instance.id)
          .map((m) => m.group_id),
      )
      return paginated(
        query,
        groups().filter((g) => ids.has(g.id)),
      )
    },
  }
}

const affinity = groupsOf('affinity')
const anti = groupsOf('anti-affinity')

export const affinityHandlers: HandlerMap = {
  affinityGroupList: ({ query, user }) => affinity.list(query, user),
  affinityGroupCreate: ({ query, body, user }) => affinity.create(query, body, user),
  affinityGroupView: ({ path, query, user }) => affinity.view(path.affinityGroup, query, user),
  affinityGroupUpdate: ({ path, query, body, user }) =>
    affinity.update(path.affinityGroup, query, body, user),
  affinityGroupDelete: ({ path, query, user }) => affinity.remove(path.affinityGroup, query, user),
  affinityGroupMemberList: ({ path, query, user }) =>
    affinity.memberList(path.affinityGroup, query, user),
  affinityGroupMemberInstanceView: ({ path, query, user }) =>
    affinity.memberView(path.affinityGroup, path.instance, query, user),
  affinityGroupMemberInstanceAdd: ({ path, query, user }) =>
    affinity.memberAdd(path.affinityGroup, path.instance, query, user),
  affinityGroupMemberInstanceDelete: ({ path, query, user }) =>
    affinity.memberDelete(path.affinityGroup, path.instance, query, user),
  instanceAffinityGroupList: ({ path, query, user }) =>
    affinity.ofInstance(path.instance, query, user),

  antiAffinityGroupList: ({ query, user }) => anti.list(query, user),
  antiAffinityGroupCreate: ({ query, body, user }) => anti.create(query, body, user),
  antiAffinityGroupView: ({ path, query, user }) => anti.view(path.antiAffinityGroup, query, user),
  antiAffinityGroupUpdate: ({ path, query, body, user }) =>
    anti.update(path.antiAffinityGroup, query, body, user),
  antiAffinityGroupDelete: ({ path, query, user }) =>
    anti.remove(path.antiAffinityGroup, query, user),
  antiAffinityGroupMemberList: ({ path, query, user }) =>
    anti.memberList(path.antiAffinityGroup, query, user),
  antiAffinityGroupMemberInstanceView: ({ path, query, user }) =>
    anti.memberView(path.antiAffinityGroup, path.instance, query, user),
  antiAffinityGroupMemberInstanceAdd: ({ path, query, user }) =>
    anti.memberAdd(path.antiAffinityGroup, path.instance, query, user),
  antiAffinityGroupMemberInstanceDelete: ({ path, query, user }) =>
    anti.memberDelete(path.antiAffinityGroup, path.instance, query, user),
  instanceAntiAffinityGroupList: ({ path, query, user }) =>
    anti.ofInstance(path.instance, query, user),
}
