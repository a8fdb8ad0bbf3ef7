import type { MeResponse } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

export const useMe = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: ["me", user?.id],
    queryFn: () => apiRequest<MeResponse>("/me"),
    enabled: user !== null,
  });
};
