import type { ListingStatus } from "@ask/contracts";
import { Alert } from "@mui/material";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { UploadState } from "../../../../components/UploadField";
import type { InputOf } from "../api/listings";
import { ListingStatusButton } from "../components/ListingStatusButton";
import { detailPath } from "../listing-kinds";
import { EditorFrame } from "./EditorFrame";

interface Props {
  kind: keyof InputOf;
  id: number | null;
  /** The loaded listing in edit mode. */
  listing?: { title: string; status: ListingStatus; is_mine: boolean };
  error: string | null;
  busy: boolean;
  uploadState: UploadState;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

/** The editor frame of a sale, a housekeeping service or a job: its wording, notices and close button. */
export function ListingEditorFrame({ kind, id, listing, busy, ...rest }: Props) {
  const { t } = useTranslation("posting");
  const navigate = useNavigate();
  // Sold, closed or expired listings are not edited: the owner relists them first.
  const closed = listing !== undefined && listing.status !== "active";
  return (
    <EditorFrame
      {...rest}
      busy={busy}
      locked={closed}
      title={t(id === null ? `new_title.${kind}` : `edit_title.${kind}`)}
      subtitle={t(`subtitle.${kind}`)}
      back={
        id === null
          ? { to: "/myListings", label: t("back_to_my_listings") }
          : { to: detailPath(kind, id), label: t("back_to_listing") }
      }
      notices={
        <>
          {listing && !listing.is_mine && (
            <Alert severity="warning" data-testid="editor-not-owner">
              {t("not_owner")}
            </Alert>
          )}
          {closed && (
            <Alert severity="info" data-testid="editor-closed">
              {t("closed_notice")}
            </Alert>
          )}
        </>
      }
      uploadingText={t("uploading")}
      submitLabel={t(busy ? "saving" : id === null ? "publish" : "save")}
      actions={
        listing?.is_mine &&
        !closed &&
        id !== null && (
          <ListingStatusButton
            kind={kind}
            id={id}
            title={listing.title}
            action="close"
            testId="close-listing"
          />
        )
      }
    />
  );
}
