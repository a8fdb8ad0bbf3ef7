import { z } from "zod";

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/** Roles an administrator grants; expert comes from the upgrade flow, admin is never granted here. */
export const GRANTABLE_ROLES = ["user", "publisher", "organization", "moderator"] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** POST /api/admin/users/:id/role */
export const AdminUserParams = z.object({ id: Id });
export const SetRoleRequest = z.object({ role: z.enum(GRANTABLE_ROLES) }).meta({ id: "SetRoleRequest" });
export type SetRoleRequest = z.infer<typeof SetRoleRequest>;
export const SetRoleResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(GRANTABLE_ROLES),
});
export type SetRoleResponse = z.infer<typeof SetRoleResponse>;
