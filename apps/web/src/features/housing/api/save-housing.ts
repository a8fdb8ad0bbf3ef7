import type { Housing, HousingInput } from "@ask/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { housingKeys } from "./keys";

/** POST /api/housing (new) or PUT /api/housing/{id} (the owner's edit). */
export const saveHousing = ({ id, input }: { id: number | null; input: HousingInput }) =>
  id === null
    ? apiRequest<Housing>("/housing", { method: "POST", json: input })
    : apiRequest<Housing>(`/housing/${id}`, { method: "PUT", json: input });

export const useSaveHousing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHousing,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: housingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: housingKeys.cities() });
      void queryClient.invalidateQueries({ queryKey: housingKeys.detailOf(saved.id) });
    },
  });
};
