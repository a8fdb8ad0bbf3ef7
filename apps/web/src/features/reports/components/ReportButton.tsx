import OutlinedFlagIcon from "@mui/icons-material/OutlinedFlag";
import { Button, IconButton, Tooltip } from "@mui/material";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LazyWhenOpened } from "../../../components/LazyWhenOpened";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import type { ReportTarget } from "../report-form";

const ReportDialog = lazy(() => import("./ReportDialog"));

interface ReportButtonProps {
  target: ReportTarget;
  /** The content's author (or the profile's user): they get no report button. */
  authorId: number | null | undefined;
  /** Also hide it when the page knows the content is the reader's (listings' `is_mine`). */
  isMine?: boolean;
  /** `icon`: a small flag icon with a tooltip (answers, product cards); `button`: flag + text. */
  variant?: "icon" | "button";
  testId?: string;
}

/**
 * "Report" on a piece of content or a profile. Hidden for its author; a visitor is told to log in and
 * sent to /login (and back here), as the other actions that need an account do; a user gets the
 * report dialog (fetched the first time it opens).
 */
export function ReportButton({ target, authorId, isMine, variant = "button", testId }: ReportButtonProps) {
  const { t } = useTranslation("moderation");
  const { user, isLoggedIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (isMine || (user && authorId !== null && authorId !== undefined && user.id === authorId)) return null;

  const start = () => {
    if (!isLoggedIn) {
      toast(t("report.login"), "info");
      navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    setOpen(true);
  };
  const id = testId ?? `report-${target.type}`;
  const label = t("report.action");

  return (
    <>
      {variant === "icon" ? (
        <Tooltip title={label}>
          <IconButton size="small" onClick={start} aria-label={label} aria-haspopup="dialog" data-testid={id}>
            <OutlinedFlagIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="inherit"
          startIcon={<OutlinedFlagIcon fontSize="small" />}
          onClick={start}
          aria-haspopup="dialog"
          sx={{ color: "text.secondary", fontWeight: 500, minWidth: 0 }}
          data-testid={id}
        >
          {label}
        </Button>
      )}
      <LazyWhenOpened open={open}>
        <ReportDialog open={open} target={target} onClose={() => setOpen(false)} />
      </LazyWhenOpened>
    </>
  );
}
