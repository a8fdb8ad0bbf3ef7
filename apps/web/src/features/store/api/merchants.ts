import { storeRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { storeKeys } from "./keys";

/** GET /api/merchants: every merchant with its product count. */
export const fetchMerchants = (signal?: AbortSignal) =>
  callEndpoint(storeRoutes.listMerchants, {}, { signal });

export const useMerchants = () =>
  useQuery({ queryKey: storeKeys.merchants(), queryFn: ({ signal }) => fetchMerchants(signal) });

/** GET /api/merchants/{id}. */
export const fetchMerchant = (id: number, signal?: AbortSignal) =>
  callEndpoint(storeRoutes.getMerchant, { params: { id } }, { signal });

export const useMerchant = (id: number | null) =>
  useQuery({
    queryKey: storeKeys.merchant(id ?? 0),
    queryFn: ({ signal }) => fetchMerchant(id as number, signal),
    enabled: id !== null,
  });
