import { type BodyOf, type EndpointOf, PAGE_SIZES, storeRoutes } from "@ask/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";
import { useSession } from "../../../lib/session";
import { storeKeys } from "./keys";

/** GET /api/contacts?page&page_size: the caller's delivery contacts, 5 per page (spec 9). */
export const fetchContacts = (page: number, signal?: AbortSignal) =>
  callEndpoint(
    storeRoutes.listContacts,
    { query: { page, page_size: PAGE_SIZES.orderContacts } },
    { signal },
  );

export const useContacts = (page: number) => {
  const userId = useSession().user?.id;
  return useQuery({
    queryKey: storeKeys.contacts(userId, page),
    queryFn: ({ signal }) => fetchContacts(page, signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
};

/** POST /api/contacts, with the submission's Idempotency-Key. */
export const createContact = (
  input: BodyOf<EndpointOf<typeof storeRoutes.createContact>>,
  idempotencyKey: string,
) =>
  callEndpoint(storeRoutes.createContact, { body: input }, { headers: idempotencyHeaders(idempotencyKey) });

export const useCreateContact = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useIdempotentMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.contacts(userId) }),
  });
};
