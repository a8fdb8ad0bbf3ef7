import { type Housing, listingsRoutes } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { housingKeys } from "./keys";

/** POST /api/housing/{id}/close: the owner takes the listing off the lists. */
export const closeHousing = (id: number) => callEndpoint(listingsRoutes.closeHousing, { params: { id } });

export const useCloseHousing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeHousing,
    onSuccess: (_result, id) => {
      // The detail keeps answering with status "closed"; show it at once, then refetch.
      queryClient.setQueriesData<Housing>({ queryKey: housingKeys.detailOf(id) }, (old) =>
        old ? { ...old, status: "closed" } : old,
      );
      void queryClient.invalidateQueries({ queryKey: housingKeys.detailOf(id) });
      void queryClient.invalidateQueries({ queryKey: housingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: housingKeys.cities() });
    },
  });
};
