import type { SvgIconComponent } from "@mui/icons-material";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Box, ButtonBase, IconButton } from "@mui/material";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyFullscreenGallery } from "../../../../components/gallery/LazyFullscreenGallery";
import { ListingImage } from "./ListingImage";

/** Arrows point the way the images move: mirrored in right-to-left languages. */
const mirrored = { "[dir=rtl] &": { transform: "scaleX(-1)" } };

const arrow = {
  position: "absolute",
  top: "50%",
  transform: "translateY(-50%)",
  bgcolor: "rgba(0,0,0,0.35)",
  color: "common.white",
  "&:hover": { bgcolor: "rgba(0,0,0,0.55)" },
} as const;

interface ImageGalleryProps {
  images: string[];
  /** Placeholder icon when the listing has no photos. */
  icon?: SvgIconComponent;
  title: string;
  ratio?: number;
}

/**
 * The photos of a listing detail: one large image with previous/next buttons, swipe on touch screens,
 * a counter and thumbnails; a placeholder block when there are none. The large image opens the
 * full-screen viewer (swipe and zoom, issue 18).
 */
export function ImageGallery({ images, icon, title, ratio = 4 / 3 }: ImageGalleryProps) {
  const { t, i18n } = useTranslation("listings");
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const go = (delta: number) => setIndex((current + delta + count) % count);
  const rtl = i18n.dir() === "rtl";

  if (count === 0) {
    return (
      <ListingImage
        icon={icon}
        ratio={ratio}
        iconSize={72}
        sx={{ borderRadius: 2 }}
        testId="listing-gallery-empty"
      />
    );
  }

  return (
    <Box data-testid="listing-gallery">
      <Box
        sx={{ position: "relative", borderRadius: 2, overflow: "hidden" }}
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40 || count < 2) return;
          // Swiping towards the start edge shows the next image (left in LTR, right in RTL).
          const towardsStart = rtl ? end > start : end < start;
          go(towardsStart ? 1 : -1);
        }}
      >
        <ButtonBase
          onClick={() => setFullscreen(true)}
          aria-label={t("gallery.open_fullscreen")}
          sx={{ display: "block", width: "100%", cursor: "zoom-in" }}
          data-testid="gallery-open"
        >
          <ListingImage
            src={images[current]}
            icon={icon}
            ratio={ratio}
            iconSize={72}
            alt={t("gallery.image_of", { title, n: current + 1, total: count })}
          />
        </ButtonBase>
        {fullscreen && (
          <LazyFullscreenGallery
            images={images}
            index={current}
            alt={(n) => t("gallery.image_of", { title, n, total: count })}
            onClose={(last) => {
              setFullscreen(false);
              setIndex(last);
            }}
          />
        )}
        {count > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={t("gallery.previous")}
              sx={{ ...arrow, left: 8 }}
              data-testid="gallery-prev"
            >
              <ChevronLeft sx={mirrored} />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={t("gallery.next")}
              sx={{ ...arrow, right: 8 }}
              data-testid="gallery-next"
            >
              <ChevronRight sx={mirrored} />
            </IconButton>
            <Box
              aria-live="polite"
              sx={{
                position: "absolute",
                bottom: 8,
                right: 8,
                px: 1,
                py: 0.25,
                borderRadius: 1,
                bgcolor: "rgba(0,0,0,0.5)",
                color: "common.white",
                typography: "caption",
              }}
              data-testid="gallery-counter"
            >
              <bdi dir="ltr">
                {current + 1} / {count}
              </bdi>
            </Box>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box sx={{ display: "flex", gap: 1, mt: 1, overflowX: "auto", pb: 0.5 }}>
          {images.map((src, i) => (
            <ButtonBase
              key={`${src}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t("gallery.show", { n: i + 1 })}
              aria-current={i === current}
              sx={{
                flex: "0 0 auto",
                width: 64,
                borderRadius: 1,
                overflow: "hidden",
                outline: 2,
                outlineOffset: -2,
                outlineColor: i === current ? "primary.main" : "transparent",
                opacity: i === current ? 1 : 0.7,
              }}
            >
              <ListingImage src={src} icon={icon} ratio={1} iconSize={24} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
