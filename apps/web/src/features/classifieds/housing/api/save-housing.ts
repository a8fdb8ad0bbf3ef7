import type { Housing, HousingInput } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../../lib/idempotency";
import { housingKeys } from "./keys";

/** POST /api/housing (new, with the submission's Idempotency-Key) or PUT /api/housing/{id} (the owner's edit). */
export const saveHousing = (
  { id, input }: { id: number | null; input: HousingInput },
  idempotencyKey: string,
) =>
  id === null
    ? apiRequest<Housing>("/housing", {
        method: "POST",
        json: input,
        headers: idempotencyHeaders(idempotencyKey),
      })
    : apiRequest<Housing>(`/housing/${id}`, { method: "PUT", json: input });

export const useSaveHousing = () => {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: saveHousing,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: housingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: housingKeys.cities() });
      void queryClient.invalidateQueries({ queryKey: housingKeys.detailOf(saved.id) });
    },
  });
};
