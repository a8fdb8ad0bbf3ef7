import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import Fullscreen from "@mui/icons-material/Fullscreen";
import { Box, IconButton, Typography } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyFullscreenGallery } from "../../../../components/gallery/LazyFullscreenGallery";
import { HousingImagePlaceholder } from "./HousingImagePlaceholder";

/** The round light buttons over the photo. */
const OVERLAY_BUTTON = {
  bgcolor: "rgba(255,255,255,0.85)",
  boxShadow: 1,
  "&:hover": { bgcolor: "#fff" },
} as const;

const frame = { aspectRatio: "4 / 3", width: "100%", borderRadius: 2, overflow: "hidden" } as const;

/**
 * The photos of a listing: a scroll-snapping strip (swipe on touch screens, arrow buttons and the
 * keyboard elsewhere) with a counter; a placeholder when there are none. A photo or the corner button
 * opens the full-screen viewer (swipe and zoom, issue 18).
 */
export function HousingCarousel({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation("housing");
  const rtl = useTheme().direction === "rtl";
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);

  if (images.length === 0) return <HousingImagePlaceholder large sx={frame} />;

  const show = (next: number) => {
    const target = Math.max(0, Math.min(images.length - 1, next));
    const el = strip.current;
    const slide = el?.children[target] as HTMLElement | undefined;
    // Scrolling the strip itself (not scrollIntoView) keeps the page where it is; in RTL the offsets are negative.
    if (el && slide)
      el.scrollTo({
        left: slide.offsetLeft - (el.children[0] as HTMLElement).offsetLeft,
        behavior: "smooth",
      });
    setIndex(target);
  };

  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(images.length - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
  };

  const arrow = (direction: -1 | 1) => {
    // "Previous" sits at the start side: left in LTR, right in RTL (the RTL plugin flips left/right).
    const Icon = (direction === -1) !== rtl ? ChevronLeft : ChevronRight;
    const disabled = direction === -1 ? index === 0 : index === images.length - 1;
    return (
      <IconButton
        onClick={() => show(index + direction)}
        disabled={disabled}
        aria-label={t(direction === -1 ? "detail.previous_image" : "detail.next_image")}
        data-testid={direction === -1 ? "housing-carousel-prev" : "housing-carousel-next"}
        sx={{
          position: "absolute",
          top: "50%",
          transform: "translateY(-50%)",
          [direction === -1 ? "left" : "right"]: 8,
          ...OVERLAY_BUTTON,
          "&.Mui-disabled": { opacity: 0, pointerEvents: "none" },
          display: images.length > 1 ? "inline-flex" : "none",
        }}
      >
        <Icon />
      </IconButton>
    );
  };

  return (
    <Box
      sx={{ position: "relative", ...frame, bgcolor: "grey.900" }}
      role="region"
      aria-roledescription="carousel"
      aria-label={t("detail.photos")}
      data-testid="housing-carousel"
      onKeyDown={(e) => {
        const forward = rtl ? "ArrowLeft" : "ArrowRight";
        const backward = rtl ? "ArrowRight" : "ArrowLeft";
        if (e.key === forward) show(index + 1);
        else if (e.key === backward) show(index - 1);
      }}
    >
      <Box
        ref={strip}
        onScroll={onScroll}
        tabIndex={0}
        sx={{
          display: "flex",
          height: "100%",
          overflowX: "auto",
          scrollSnapType: "x mandatory",
          scrollbarWidth: "none",
          "&::-webkit-scrollbar": { display: "none" },
          outline: "none",
        }}
      >
        {images.map((src, i) => (
          <Box
            key={src}
            component="img"
            src={src}
            alt={t("detail.photo_alt", { title, n: i + 1 })}
            loading={i === 0 ? "eager" : "lazy"}
            draggable={false}
            onClick={() => setFullscreen(true)}
            sx={{
              cursor: "zoom-in",
              flex: "0 0 100%",
              width: "100%",
              height: "100%",
              objectFit: "cover",
              scrollSnapAlign: "start",
            }}
          />
        ))}
      </Box>
      {arrow(-1)}
      {arrow(1)}
      <IconButton
        onClick={() => setFullscreen(true)}
        aria-label={t("listings:gallery.open_fullscreen")}
        data-testid="gallery-open"
        sx={{ position: "absolute", top: 8, insetInlineEnd: 8, ...OVERLAY_BUTTON }}
      >
        <Fullscreen />
      </IconButton>
      {fullscreen && (
        <LazyFullscreenGallery
          images={images}
          index={index}
          alt={(n) => t("detail.photo_alt", { title, n })}
          onClose={(last) => {
            setFullscreen(false);
            show(last);
          }}
        />
      )}
      <Typography
        variant="caption"
        aria-live="polite"
        data-testid="housing-carousel-counter"
        sx={{
          position: "absolute",
          bottom: 10,
          right: 10,
          px: 1,
          py: 0.25,
          borderRadius: 8,
          color: "#fff",
          bgcolor: "rgba(0,0,0,0.55)",
          direction: "ltr",
        }}
      >
        {index + 1} / {images.length}
      </Typography>
    </Box>
  );
}
