import { type Contact, type ContactInput, type ContactList, PAGE_SIZES } from "@ask/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders, useIdempotentMutation } from "../../../lib/idempotency";
import { useSession } from "../../../lib/session";
import { storeKeys } from "./keys";

/** GET /api/contacts?page&page_size: the caller's delivery contacts, 5 per page (spec 9). */
export const fetchContacts = (page: number, signal?: AbortSignal) =>
  apiRequest<ContactList>("/contacts", { query: { page, page_size: PAGE_SIZES.orderContacts }, signal });

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
export const createContact = (input: ContactInput, idempotencyKey: string) =>
  apiRequest<Contact>("/contacts", {
    method: "POST",
    json: input,
    headers: idempotencyHeaders(idempotencyKey),
  });

export const useCreateContact = () => {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useIdempotentMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.contacts(userId) }),
  });
};
