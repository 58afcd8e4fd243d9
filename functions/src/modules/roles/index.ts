/** The roles module's door: what the company and superadmin modules, the seed and the test harness use of it (docs/architecture.md, "Module doors"). */
export {
  allRoles,
  builtInRoles,
  createRole,
  deleteRole,
  ensureBuiltInRoles,
  listRoles,
  rolesById,
  updateRole,
} from './roles.service';
