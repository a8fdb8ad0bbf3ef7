import { type CustomerProfile, profilesRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { userCenterKeys } from "./keys";

/** POST /api/customer_profiles/{id}: saves the detailed profile and returns it as stored. */
export const saveCustomerProfile = (userId: number, profile: CustomerProfile) =>
  callEndpoint(profilesRoutes.save, { params: { id: userId }, body: profile });

export const useSaveCustomerProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, profile }: { userId: number; profile: CustomerProfile }) =>
      saveCustomerProfile(userId, profile),
    onSuccess: (profile, { userId }) => {
      queryClient.setQueryData(userCenterKeys.profile(userId), profile);
      void queryClient.invalidateQueries({ queryKey: ["userCenter", "tags"] });
    },
  });
};
