import {
  Customer,
  CustomerDetail,
  CustomerIdParams,
  CustomerList,
  CustomerSearchQuery,
  LangOnlyQuery,
  UpdateAvatarRequest,
  UpdateCustomerRequest,
} from "../customers.js";
import { defineEndpoints, type ErrorStatus } from "../endpoint.js";
import { customersRoutes } from "../routes/customers.js";

const errors: ErrorStatus[] = [400, 401, 403, 404, 415];

export const customersEndpoints = defineEndpoints(customersRoutes, {
  search: {
    access: "user",
    tags: ["customers"],
    summary: "Find your own customer record by username (others are never listed)",
    query: CustomerSearchQuery,
    response: CustomerList,
    errors,
  },
  get: {
    access: "user",
    tags: ["customers"],
    summary: "Your customer record",
    params: CustomerIdParams,
    response: Customer,
    errors,
  },
  // Public (no token needed): the poster profile /user?id= is open to visitors like the question lists.
  publicCard: {
    access: "public",
    tags: ["customers"],
    summary:
      "A user's public card: username, avatar, status, location, role, level, force rank name (no contact data)",
    params: CustomerIdParams,
    query: LangOnlyQuery,
    response: CustomerDetail,
    errors,
  },
  update: {
    access: "user",
    tags: ["customers"],
    summary: "Update your own contact details or language",
    params: CustomerIdParams,
    body: UpdateCustomerRequest,
    response: Customer,
    errors,
  },
  updateAvatar: {
    access: "user",
    tags: ["customers"],
    summary: "Set your avatar to an image you uploaded (JPEG or PNG, at most 2 MB and 4096×4096 px)",
    params: CustomerIdParams,
    body: UpdateAvatarRequest,
    response: Customer,
    errors: [...errors, 413],
  },
});

declare module "../endpoint.js" {
  interface Endpoints {
    customers: typeof customersEndpoints;
  }
}
