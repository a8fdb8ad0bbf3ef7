import { useQuery } from "@tanstack/react-query";

export type CarouselKind = "titans" | "economists" | "scientists";

export interface NotablePerson {
  id: string;
  name: Record<string, string>;
  note: Record<string, string>;
}

/** The carousels are static JSON files shipped with the web app (spec 7). */
export const useCarousel = (kind: CarouselKind) =>
  useQuery({
    queryKey: ["carousel", kind],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/carousels/${kind}.json`, { signal });
      if (!res.ok) throw new Error(`carousel ${kind}: ${res.status}`);
      return (await res.json()) as NotablePerson[];
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
