import { lazy, Suspense } from "react";
import type { FullscreenGalleryProps } from "./FullscreenGallery";

const FullscreenGallery = lazy(() => import("./FullscreenGallery"));

/**
 * The full-screen photo viewer, fetched the first time a reader opens it (not part of any screen's
 * initial JavaScript). Render it only while open.
 */
export function LazyFullscreenGallery(props: FullscreenGalleryProps) {
  return (
    <Suspense fallback={null}>
      <FullscreenGallery {...props} />
    </Suspense>
  );
}
