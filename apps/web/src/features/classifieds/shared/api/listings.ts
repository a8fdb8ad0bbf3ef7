import type {
  HousekeepingInput,
  HousekeepingItem,
  Housing,
  Job,
  JobInput,
  ListingKind,
  SaleInput,
  SaleItem,
} from "@ask/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../../lib/idempotency";
import { useSession } from "../../../../lib/session";

/** What each kind's detail endpoint answers and its create/update body. */
export interface ListingOf {
  housing: Housing;
  sales: SaleItem;
  housekeeping: HousekeepingItem;
  jobs: Job;
}
export interface InputOf {
  sales: SaleInput;
  housekeeping: HousekeepingInput;
  jobs: JobInput;
}
export type AnyListing = ListingOf[ListingKind];

export interface ListingPage<K extends ListingKind> {
  items: ListingOf[K][];
  total: number;
  page: number;
  page_size: number;
}

/** Page size of the my-listings tabs (housing accepts only 10, 20 or 50). */
export const MY_LISTINGS_PAGE_SIZE = 10;

export const listingKeys = {
  detail: (kind: ListingKind, id: number) => ["listings", kind, "detail", id] as const,
  // "me" first: signing out drops the caller's lists with the rest of the session's data.
  mine: (userId: number | undefined, kind: ListingKind, page: number) =>
    ["me", "listings", userId, kind, page] as const,
};

export const fetchListing = <K extends ListingKind>(kind: K, id: number, signal?: AbortSignal) =>
  apiRequest<ListingOf[K]>(`/${kind}/${id}`, { signal });

/** GET /api/{kind}/{id}. Closed listings still answer (status "closed"). */
export const useListing = <K extends ListingKind>(kind: K, id: number | null) =>
  useQuery({
    queryKey: listingKeys.detail(kind, id ?? 0),
    queryFn: ({ signal }) => fetchListing(kind, id as number, signal),
    enabled: id !== null,
    retry: false,
  });

/** GET /api/{kind}?mine=true: the caller's listings of one kind, closed ones too. */
export const useMyListings = <K extends ListingKind>(kind: K, page: number) => {
  const userId = useSession().user?.id;
  return useQuery({
    queryKey: listingKeys.mine(userId, kind, page),
    queryFn: ({ signal }) =>
      apiRequest<ListingPage<K>>(`/${kind}`, {
        query: { mine: "true", page, page_size: MY_LISTINGS_PAGE_SIZE },
        signal,
      }),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
};

/** Any cached query about this kind of listing (lists, details, the caller's lists) is stale after a change. */
const invalidateKind = (queryClient: ReturnType<typeof useQueryClient>, kind: ListingKind) =>
  queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => part === kind || part === "listings"),
  });

/** POST /api/{kind} (id null; one Idempotency-Key per submission) or PUT /api/{kind}/{id}; answers the saved listing. */
export const useSaveListing = <K extends keyof InputOf>(kind: K, id: number | null) => {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: InputOf[K], idempotencyKey: string) =>
      id === null
        ? apiRequest<ListingOf[K]>(`/${kind}`, {
            method: "POST",
            json: input,
            headers: idempotencyHeaders(idempotencyKey),
          })
        : apiRequest<ListingOf[K]>(`/${kind}/${id}`, { method: "PUT", json: input }),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
};

/** POST /api/{kind}/{id}/close (owner only). */
export const useCloseListing = (kind: ListingKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/${kind}/${id}/close`, { method: "POST" }),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
};
