import { useSession } from "../../../lib/session";

/** The signed-in user's expert id, or null when they are not an expert (spec 3: expert_id only for experts). */
export function useExpertId(): number | null {
  const { user } = useSession();
  return user?.role === "expert" && user.expert_id !== null ? user.expert_id : null;
}
