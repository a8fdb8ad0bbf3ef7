import { storeRoutes } from "@ask/contracts";
import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { storeKeys } from "./keys";

/** GET /api/products/warning (admin): products at or below their warning stock. */
export const useWarningProducts = (enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.dashboard("warning"),
    queryFn: ({ signal }) => callEndpoint(storeRoutes.warningProducts, {}, { signal }),
    enabled,
  });

/** GET /api/stock_check_tasks (admin): open stock-check tasks. */
export const useStockCheckTasks = (enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.dashboard("tasks"),
    queryFn: ({ signal }) => callEndpoint(storeRoutes.stockCheckTasks, {}, { signal }),
    enabled,
  });

/** GET /api/users (admin): how many users there are. */
export const useUsersTotal = (enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.dashboard("users"),
    queryFn: ({ signal }) => callEndpoint(storeRoutes.usersTotal, {}, { signal }),
    enabled,
  });
