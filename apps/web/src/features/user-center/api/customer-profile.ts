import { profilesRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys, useUserQuery } from "./keys";

/** GET /api/customer_profiles/{id}: education, work, interest and identity tags. */
export const fetchCustomerProfile = (userId: number, signal?: AbortSignal) =>
  callEndpoint(profilesRoutes.get, { params: { id: userId } }, { signal });

export const useCustomerProfile = () => useUserQuery(userCenterKeys.profile, fetchCustomerProfile);
