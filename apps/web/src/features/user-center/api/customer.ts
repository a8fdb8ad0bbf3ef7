import { customersRoutes } from "@ask/contracts";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys, useUserQuery } from "./keys";

/** GET /api/customers/{id}: the caller's own customer record. */
export const fetchCustomer = (userId: number, signal?: AbortSignal) =>
  callEndpoint(customersRoutes.get, { params: { id: userId } }, { signal });

export const useCustomer = () => useUserQuery(userCenterKeys.customer, fetchCustomer);
