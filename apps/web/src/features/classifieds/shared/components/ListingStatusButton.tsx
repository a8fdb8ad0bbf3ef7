import type { ListingKind } from "@ask/contracts";
import AutorenewOutlined from "@mui/icons-material/AutorenewOutlined";
import BlockIcon from "@mui/icons-material/Block";
import ReplayOutlined from "@mui/icons-material/ReplayOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import {
  Button,
  type ButtonProps,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../../lib/toast";
import { type StatusChange, useSetListingStatus } from "../api/listings";
import { useListingErrorText } from "./listing-errors";

/** What an owner does to a listing: close it, mark it sold, relist it (sold, closed, expired) or renew it. */
export type StatusAction = "close" | "sold" | "relist" | "renew";

const ACTIONS: Record<StatusAction, { status: StatusChange; icon: ReactNode; color: ButtonProps["color"] }> =
  {
    close: { status: "closed", icon: <BlockIcon />, color: "error" },
    sold: { status: "sold", icon: <SellOutlined />, color: "success" },
    relist: { status: "active", icon: <ReplayOutlined />, color: "primary" },
    renew: { status: "active", icon: <AutorenewOutlined />, color: "primary" },
  };

interface Props {
  kind: ListingKind;
  id: number;
  title: string;
  action: StatusAction;
  size?: ButtonProps["size"];
  fullWidth?: boolean;
  testId?: string;
  /** After the change succeeded (e.g. the editor goes back to the detail). */
  onDone?(): void;
}

/** One of the owner's status buttons; asks for confirmation, then changes the listing's status. */
export function ListingStatusButton({ kind, id, title, action, size, fullWidth, testId, onDone }: Props) {
  const { t } = useTranslation("listings");
  const toast = useToast();
  const errorText = useListingErrorText();
  const change = useSetListingStatus(kind);
  const [open, setOpen] = useState(false);
  const { status, icon, color } = ACTIONS[action];
  const id_ = testId ?? `listing-${action}`;

  // mutateAsync, not mutate's callbacks: the refetched listing swaps this button for another one
  // (close → relist), and an unmounted button's mutate callbacks never run.
  const confirm = () =>
    change.mutateAsync({ id, status }).then(
      () => {
        setOpen(false);
        toast(t(`lifecycle.${action}.done`), "success");
        onDone?.();
      },
      (error: unknown) => {
        setOpen(false);
        toast(errorText(error), "error");
      },
    );

  return (
    <>
      <Button
        color={color}
        variant="outlined"
        size={size}
        fullWidth={fullWidth}
        startIcon={icon}
        onClick={() => setOpen(true)}
        data-testid={id_}
      >
        {t(`lifecycle.${action}.button`)}
      </Button>
      <Dialog
        open={open}
        onClose={() => !change.isPending && setOpen(false)}
        aria-labelledby={`${id_}-title`}
        data-testid={`${id_}-dialog`}
      >
        <DialogTitle id={`${id_}-title`}>{t(`lifecycle.${action}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(`lifecycle.${action}.body`, { title })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={change.isPending}>
            {t("lifecycle.cancel")}
          </Button>
          <Button
            color={color}
            variant="contained"
            onClick={() => void confirm()}
            disabled={change.isPending}
            startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid={`${id_}-confirm`}
          >
            {t(`lifecycle.${action}.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
