import type { Customer } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys, useUserId } from "./keys";

/** GET /api/customers/{id}: the caller's own customer record. */
export const fetchCustomer = (userId: number, signal?: AbortSignal) =>
  apiRequest<Customer>(`/customers/${userId}`, { signal });

export const useCustomer = () => {
  const userId = useUserId();
  return useQuery({
    queryKey: userCenterKeys.customer(userId),
    queryFn: ({ signal }) => fetchCustomer(userId as number, signal),
    enabled: userId !== undefined,
  });
};
