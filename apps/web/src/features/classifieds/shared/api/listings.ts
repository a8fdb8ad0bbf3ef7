import {
  boardSectionQuery,
  type FavoriteState,
  type HousekeepingCategory,
  type HousekeepingDetail,
  type HousekeepingInput,
  type HousekeepingItem,
  type HousekeepingList,
  type Housing,
  type HousingDetail,
  type HousingList,
  type Job,
  type JobDetail,
  type JobInput,
  type JobList,
  type ListingKind,
  listingsRoutes as routes,
  type SaleCategory,
  type SaleDetail,
  type SaleInput,
  type SaleItem,
  type SaleList,
} from "@ask/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../../lib/api-client";
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

/** What each kind's detail endpoint answers: the listing, the caller's favourite, the poster's others. */
export interface DetailOf {
  housing: HousingDetail;
  sales: SaleDetail;
  housekeeping: HousekeepingDetail;
  jobs: JobDetail;
}

/** What each kind's list endpoint answers (one page). */
interface ListingPageOf {
  housing: HousingList;
  sales: SaleList;
  housekeeping: HousekeepingList;
  jobs: JobList;
}

/** Each kind's endpoints (packages/contracts routes/listings.ts): the screens below serve every kind. */
const KIND_ROUTES = {
  housing: {
    list: routes.listHousing,
    get: routes.getHousing,
    create: routes.createHousing,
    update: routes.updateHousing,
    status: routes.setHousingStatus,
    favorite: routes.favoriteHousing,
    unfavorite: routes.unfavoriteHousing,
  },
  sales: {
    list: routes.listSales,
    get: routes.getSale,
    create: routes.createSale,
    update: routes.updateSale,
    status: routes.setSaleStatus,
    favorite: routes.favoriteSale,
    unfavorite: routes.unfavoriteSale,
  },
  housekeeping: {
    list: routes.listHousekeeping,
    get: routes.getHousekeeping,
    create: routes.createHousekeeping,
    update: routes.updateHousekeeping,
    status: routes.setHousekeepingStatus,
    favorite: routes.favoriteHousekeeping,
    unfavorite: routes.unfavoriteHousekeeping,
  },
  jobs: {
    list: routes.listJobs,
    get: routes.getJob,
    create: routes.createJob,
    update: routes.updateJob,
    status: routes.setJobStatus,
    favorite: routes.favoriteJob,
    unfavorite: routes.unfavoriteJob,
  },
} as const;
type KindRoute<Op extends keyof (typeof KIND_ROUTES)[ListingKind]> = (typeof KIND_ROUTES)[ListingKind][Op];
/** One endpoint of a kind, typed as the union over kinds (each kind's answer is narrowed by ListingOf). */
const kindRoute = <Op extends keyof (typeof KIND_ROUTES)[ListingKind]>(kind: ListingKind, op: Op) =>
  KIND_ROUTES[kind][op] as KindRoute<Op>;

/** Page size of the my-listings tabs (housing accepts only 10, 20 or 50). */
export const MY_LISTINGS_PAGE_SIZE = 10;

export const listingKeys = {
  detail: (kind: ListingKind, id: number) => ["listings", kind, "detail", id] as const,
  // "me" first: signing out drops the caller's lists with the rest of the session's data.
  mine: (userId: number | undefined, kind: ListingKind, page: number) =>
    ["me", "listings", userId, kind, page] as const,
};

export const fetchListing = <K extends ListingKind>(kind: K, id: number, signal?: AbortSignal) =>
  callEndpoint(kindRoute(kind, "get"), { params: { id } }, { signal }) as Promise<DetailOf[K]>;

/** The boards made of category sections (second-hand items, housekeeping services) and their categories. */
export interface CategoryOf {
  sales: SaleCategory;
  housekeeping: HousekeepingCategory;
}

/** GET /api/{kind}?category&page&page_size: one page of a board's category (boardSectionQuery, shared with the server). */
export const fetchCategoryPage = <K extends keyof CategoryOf>(
  kind: K,
  category: CategoryOf[K],
  page: number,
  signal?: AbortSignal,
) =>
  callEndpoint(kindRoute(kind, "list"), { query: boardSectionQuery(category, page) }, { signal }) as Promise<
    ListingPageOf[K]
  >;

/** GET /api/{kind}/{id}. Sold, closed and expired listings still answer (their status). */
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
      callEndpoint(
        kindRoute(kind, "list"),
        { query: { mine: true, page, page_size: MY_LISTINGS_PAGE_SIZE } },
        { signal },
      ) as Promise<ListingPageOf[K]>,
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
        ? (callEndpoint(
            kindRoute(kind, "create"),
            { body: input },
            { headers: idempotencyHeaders(idempotencyKey) },
          ) as Promise<ListingOf[K]>)
        : (callEndpoint(kindRoute(kind, "update"), { params: { id }, body: input }) as Promise<ListingOf[K]>),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
};

/** The status an owner sets: "active" relists (or, when active, renews) the listing. */
export type StatusChange = "active" | "closed" | "sold";

/** POST /api/{kind}/{id}/status (owner only): close, mark sold, relist or renew. */
export const useSetListingStatus = (kind: ListingKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: StatusChange }) =>
      callEndpoint(kindRoute(kind, "status"), { params: { id }, body: { status } }),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
};

/** PUT (on) or DELETE (off) /api/{kind}/{id}/favorite: the caller's favourite; answers the new count. */
export const useFavoriteListing = (kind: ListingKind, id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean): Promise<FavoriteState> =>
      callEndpoint(kindRoute(kind, on ? "favorite" : "unfavorite"), { params: { id } }),
    onSuccess: () => invalidateKind(queryClient, kind),
  });
};
