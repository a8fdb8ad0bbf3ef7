import { lazy } from "react";
import { LazyWhenOpened } from "../../../components/LazyWhenOpened";

const ShareDialogView = lazy(() => import("./ShareDialogView"));

/** The copy-by-hand share dialog (ShareDialogView), fetched the first time it is needed. */
export function ShareDialog({ url, onClose }: { url: string | null; onClose(): void }) {
  return (
    <LazyWhenOpened open={url !== null}>
      <ShareDialogView url={url} onClose={onClose} />
    </LazyWhenOpened>
  );
}
