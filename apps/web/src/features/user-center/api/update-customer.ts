import type { Customer, UpdateCustomerRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

/** PUT /api/customers/{id}: the server resets a verification flag when its contact changes (spec 4). */
export const updateCustomer = (userId: number, body: UpdateCustomerRequest) =>
  apiRequest<Customer>(`/customers/${userId}`, { method: "PUT", json: body });

export const useUpdateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: UpdateCustomerRequest }) =>
      updateCustomer(userId, body),
    onSuccess: (customer) => queryClient.setQueryData(userCenterKeys.customer(customer.id), customer),
  });
};
