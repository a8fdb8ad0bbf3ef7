import { type HousingInput, listingsRoutes } from "@ask/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../../lib/idempotency";
import { housingKeys } from "./keys";

/** POST /api/housing (new, with the submission's Idempotency-Key) or PUT /api/housing/{id} (the owner's edit). */
export const saveHousing = (
  { id, input }: { id: number | null; input: HousingInput },
  idempotencyKey: string,
) =>
  id === null
    ? callEndpoint(
        listingsRoutes.createHousing,
        { body: input },
        { headers: idempotencyHeaders(idempotencyKey) },
      )
    : callEndpoint(listingsRoutes.updateHousing, { params: { id }, body: input });

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
