import { type Customer, customersRoutes, type UpdateCustomerRequest } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

/** PUT /api/customers/{id}: the server resets a verification flag when its contact changes (spec 4). */
export const updateCustomer = (userId: number, body: UpdateCustomerRequest) =>
  callEndpoint(customersRoutes.update, { params: { id: userId }, body });

/** A change of the customer record whose answer (the record as stored) replaces the cached one. */
export const useCustomerUpdate = <V>(change: (variables: V) => Promise<Customer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (customer) => queryClient.setQueryData(userCenterKeys.customer(customer.id), customer),
  });
};

export const useUpdateCustomer = () =>
  useCustomerUpdate(({ userId, body }: { userId: number; body: UpdateCustomerRequest }) =>
    updateCustomer(userId, body),
  );
