import { lazy } from "react";
import { LazyWhenOpened } from "../../../components/LazyWhenOpened";
import type { ConfirmDialogProps } from "./ConfirmDialogView";

const ConfirmDialogView = lazy(() => import("./ConfirmDialogView"));

/** A confirm/cancel dialog (ConfirmDialogView), fetched the first time it opens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LazyWhenOpened open={props.open}>
      <ConfirmDialogView {...props} />
    </LazyWhenOpened>
  );
}
