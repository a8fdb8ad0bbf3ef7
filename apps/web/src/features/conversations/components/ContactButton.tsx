import type { ConversationSubjectKind } from "@ask/contracts";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import { Button } from "@mui/material";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LazyWhenOpened } from "../../../components/LazyWhenOpened";
import { useSession } from "../../../lib/session";
import { useToast } from "../../../lib/toast";

const ContactDialog = lazy(() => import("./ContactDialog"));

export interface ContactButtonProps {
  /** The item's owner: the poster, the merchant's owner, or the profile's user. */
  peerId: number | null | undefined;
  subject: { kind: ConversationSubjectKind; id: number };
  /** Shown in the dialog: what the conversation is about. */
  title?: string;
  /** Hide it (the page knows the item is the reader's: listings' `is_mine`). */
  isMine?: boolean;
  variant?: "contained" | "outlined";
}

/**
 * "Chat" on a listing, product, merchant or profile: opens a private conversation with its owner
 * about it (a first message, then the conversation screen). Hidden for the owner; a visitor is sent
 * to /login and back, as the other actions that need an account do.
 */
export function ContactButton({ peerId, subject, title, isMine, variant = "outlined" }: ContactButtonProps) {
  const { t } = useTranslation("conversations");
  const { user, isLoggedIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (isMine || peerId === null || peerId === undefined || user?.id === peerId) return null;

  const start = () => {
    if (!isLoggedIn) {
      toast(t("login_first"), "info");
      navigate("/login", { state: { from: location.pathname + location.search } });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        variant={variant}
        startIcon={<ChatOutlined />}
        onClick={start}
        aria-haspopup="dialog"
        data-testid="contact-button"
      >
        {t("contact")}
      </Button>
      <LazyWhenOpened open={open}>
        <ContactDialog
          open={open}
          onClose={() => setOpen(false)}
          peerId={peerId}
          subject={subject}
          title={title}
        />
      </LazyWhenOpened>
    </>
  );
}
