import type { CustomerProfile } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys, useUserId } from "./keys";

/** GET /api/customer_profiles/{id}: education, work, interest and identity tags. */
export const fetchCustomerProfile = (userId: number, signal?: AbortSignal) =>
  apiRequest<CustomerProfile>(`/customer_profiles/${userId}`, { signal });

export const useCustomerProfile = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: userCenterKeys.profile(userId),
    queryFn: ({ signal }) => fetchCustomerProfile(userId as number, signal),
    enabled: userId !== undefined,
  });
};
