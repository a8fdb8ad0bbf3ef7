import { FALLBACK_LOCALE, TIMINGS } from "@ask/contracts";
import { Avatar, Box, Paper, Skeleton, Typography } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type CarouselKind, useCarousel } from "../api/carousel";

const pick = (texts: Record<string, string>, lang: string) => texts[lang] ?? texts[FALLBACK_LOCALE] ?? "";

/**
 * A row of notable people that scrolls by itself, 1 pixel every 30 ms over a duplicated list so the
 * loop is seamless (spec 2). It pauses under the pointer and for users who ask for reduced motion.
 */
export function PeopleCarousel({ kind }: { kind: CarouselKind }) {
  const { t, i18n } = useTranslation("home");
  const people = useCarousel(kind);
  const trackRef = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !people.data?.length) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => {
      if (paused.current) return;
      const half = track.scrollWidth / 2;
      track.scrollLeft = track.scrollLeft + 1 >= half ? 0 : track.scrollLeft + 1;
    }, TIMINGS.carouselStepMs);
    return () => window.clearInterval(timer);
  }, [people.data]);

  const items = people.data ? [...people.data, ...people.data] : [];
  return (
    <Box component="section" aria-labelledby={`carousel-${kind}`}>
      <Typography id={`carousel-${kind}`} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t(`carousel.${kind}`)}
      </Typography>
      <Box
        ref={trackRef}
        dir="ltr"
        onMouseEnter={() => {
          paused.current = true;
        }}
        onMouseLeave={() => {
          paused.current = false;
        }}
        sx={{ display: "flex", gap: 1.5, overflowX: "hidden", pb: 0.5 }}
        data-testid={`carousel-${kind}`}
      >
        {people.isPending &&
          Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={220} height={76} sx={{ flexShrink: 0 }} />
          ))}
        {items.map((person, index) => (
          <Paper
            key={`${person.id}-${index}`}
            variant="outlined"
            aria-hidden={index >= (people.data?.length ?? 0) || undefined}
            sx={{ display: "flex", gap: 1.5, alignItems: "center", p: 1.5, width: 240, flexShrink: 0 }}
          >
            <Avatar sx={{ bgcolor: "primary.main" }}>{pick(person.name, "en").slice(0, 1)}</Avatar>
            <Box sx={{ minWidth: 0 }} dir="auto">
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {pick(person.name, i18n.language)}
              </Typography>
              <Typography variant="body2" color="textSecondary" noWrap>
                {pick(person.note, i18n.language)}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
