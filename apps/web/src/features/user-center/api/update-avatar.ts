import type { Customer } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

/** PUT /api/customers/{id}/avatar: sets the avatar to an image the caller uploaded. */
export const updateAvatar = (userId: number, avatar: string) =>
  apiRequest<Customer>(`/customers/${userId}/avatar`, { method: "PUT", json: { avatar } });

export const useUpdateAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, avatar }: { userId: number; avatar: string }) => updateAvatar(userId, avatar),
    onSuccess: (customer) => queryClient.setQueryData(userCenterKeys.customer(customer.id), customer),
  });
};
