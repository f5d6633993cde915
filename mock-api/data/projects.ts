import type { Project, ProjectRolePolicy } from '@oxide/api'
import type { Json } from '../json'
import { barbara, radia } from './silo'

const project = (n: number, name: string, description: string, day: string): Json<Project> => ({
  id: `5f0c1a2b-3c4d-4e5f-8a9b-${String(n).padStart(12, '0')}`,
  name,
  description,
  time_created: `${day}T10:00:00Z`,
  time_modified: `${day}T10:00:00Z`,
})

export const webFrontend = project(1, 'web-frontend', 'Customer-facing web tier', '2025-03-05')
export const dataPipeline = project(
  2,
  'data-pipeline',
  'Ingest, ETL and warehouse loaders',
  '2025-03-09',
)

export const projects: Json<Project>[] = [
  webFrontend,
  dataPipeline,
  project(3, 'ml-training', 'GPU-less model training experiments', '2025-03-18'),
  project(4, 'infra-tools', 'CI runners, artifact cache and internal tooling', '2025-04-02'),
  project(5, 'observability', 'Metrics, logs and tracing stack', '2025-04-20'),
  project(6, 'billing', 'Invoicing and payment reconciliation services', '2025-05-06'),
  project(7, 'mobile-backend', 'APIs behind the iOS and Android apps', '2025-05-30'),
  project(8, 'search', 'Full-text search cluster', '2025-06-14'),
  project(9, 'security-lab', 'Red-team tooling and isolated test targets', '2025-07-01'),
  project(10, 'staging', 'Pre-production copies of customer-facing services', '2025-08-11'),
  project(11, 'sandbox', '', '2025-09-03'),
  project(12, 'archive-2024', 'Read-only restores of last year’s systems', '2025-10-21'),
]

/** Project-level grants; everything else comes from silo roles. */
export const projectPolicies: Record<string, Json<ProjectRolePolicy>> = {
  [webFrontend.id]: {
    role_assignments: [
      { identity_id: barbara.id, identity_type: 'silo_user', role_name: 'viewer' },
      { identity_id: radia.id, identity_type: 'silo_user', role_name: 'admin' },
    ],
  },
  [dataPipeline.id]: {
    role_assignments: [
      { identity_id: barbara.id, identity_type: 'silo_user', role_name: 'collaborator' },
    ],
  },
}
