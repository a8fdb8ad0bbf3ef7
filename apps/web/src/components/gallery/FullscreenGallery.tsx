import { useTranslation } from "react-i18next";
import Lightbox from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";

export interface FullscreenGalleryProps {
  images: readonly string[];
  /** The photo shown first. */
  index: number;
  /** Each photo's text alternative, by position (1-based `n`). */
  alt(n: number): string;
  /** Closing reports the photo last shown, so the page's own gallery can follow. */
  onClose(lastIndex: number): void;
}

/**
 * The full-screen viewer of a listing's photos (issue 18): swipe or arrows to move, pinch, wheel,
 * double tap or the buttons to zoom, Escape to close. Its own chunk (LazyFullscreenGallery): the
 * lightbox's code loads only when a reader opens it.
 */
export default function FullscreenGallery({ images, index, alt, onClose }: FullscreenGalleryProps) {
  const { t } = useTranslation();
  let shown = index;
  return (
    <Lightbox
      open
      index={index}
      close={() => onClose(shown)}
      slides={images.map((src, i) => ({ src, alt: alt(i + 1) }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: images.length < 3 }}
      on={{
        view: ({ index: current }) => {
          shown = current;
        },
      }}
      labels={{
        Previous: t("gallery.previous"),
        Next: t("gallery.next"),
        Close: t("gallery.close"),
        "Zoom in": t("gallery.zoom_in"),
        "Zoom out": t("gallery.zoom_out"),
        Lightbox: t("gallery.label"),
        "Photo gallery": t("gallery.label"),
        Slide: t("gallery.slide"),
        Carousel: t("gallery.carousel"),
        "{index} of {total}": t("gallery.n_of_total"),
      }}
    />
  );
}
