import type { ExpertUpgradeResponse } from "@ask/contracts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type ExpertUpgrade = z.infer<typeof ExpertUpgradeResponse>;

/** POST /api/experts/upgrade/{id}: a normal user becomes an expert; returns the new expert id. */
export const upgradeToExpert = (userId: number) =>
  apiRequest<ExpertUpgrade>(`/experts/upgrade/${userId}`, { method: "POST" });

export const useUpgradeToExpert = () => useMutation({ mutationFn: upgradeToExpert });
