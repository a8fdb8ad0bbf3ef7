import type { ListingKind, ListingStatus } from "@ask/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import SaveIcon from "@mui/icons-material/Save";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { type UploadState, UploadStatusNote } from "../../../../components/UploadField";
import { useToast } from "../../../../lib/toast";
import { type InputOf, type ListingOf, useSaveListing } from "../api/listings";
import { CloseListingButton } from "../components/CloseListingButton";
import { useListingErrorText } from "../components/listing-errors";
import { detailPath } from "../listing-kinds";

type EditorKind = keyof InputOf;

/** Saving a listing: create or update, then the detail page; a refusal stays on the form, worded. */
export function useListingSave<K extends EditorKind>(kind: K, id: number | null) {
  const { t } = useTranslation("posting");
  const toast = useToast();
  const navigate = useNavigate();
  const errorText = useListingErrorText();
  const save = useSaveListing(kind, id);
  const [error, setError] = useState<string | null>(null);
  // Saving waits while pictures upload and is blocked while a failed upload is listed.
  const [uploadState, setUploadState] = useState<UploadState>("ready");

  const submit = (input: InputOf[K]) => {
    if (uploadState !== "ready") return;
    setError(null);
    save.mutate(input, {
      onSuccess: (saved: ListingOf[K]) => {
        toast(t(id === null ? "published" : "saved"), "success");
        navigate(detailPath(kind, saved.id));
      },
      onError: (err) => setError(errorText(err)),
    });
  };
  const invalid = () => toast(t("please_fix_errors"), "warning");
  return { submit, invalid, error, busy: save.isPending, uploadState, setUploadState };
}

interface FrameProps {
  kind: EditorKind;
  id: number | null;
  /** The loaded listing in edit mode. */
  listing?: { title: string; status: ListingStatus; is_mine: boolean };
  error: string | null;
  busy: boolean;
  uploadState: UploadState;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

/** The editor's frame: heading, notices, the fields and the actions. */
export function EditorFrame({ kind, id, listing, error, busy, uploadState, onSubmit, children }: FrameProps) {
  const { t } = useTranslation("posting");
  const navigate = useNavigate();
  const closed = listing?.status === "closed";
  const back = id === null ? "/myListings" : detailPath(kind as ListingKind, id);

  return (
    <Box sx={{ maxWidth: 880, mx: "auto", px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Button
        component={Link}
        to={back}
        startIcon={<ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t(id === null ? "back_to_my_listings" : "back_to_listing")}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }} data-testid="editor-title">
        {t(id === null ? `new_title.${kind}` : `edit_title.${kind}`)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t(`subtitle.${kind}`)}
      </Typography>

      <Stack spacing={1.5} sx={{ mb: 2 }}>
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
        {error && (
          <Alert severity="error" data-testid="editor-error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>

      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={onSubmit}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
      >
        <Stack spacing={3}>
          {children}
          <Box
            sx={{
              display: "flex",
              flexDirection: { xs: "column-reverse", sm: "row" },
              alignItems: { sm: "center" },
              gap: 1.5,
              pt: 1,
            }}
          >
            {listing?.is_mine && !closed && id !== null && (
              <CloseListingButton
                kind={kind}
                id={id}
                title={listing.title}
                onClosed={() => navigate(detailPath(kind, id))}
              />
            )}
            <Box sx={{ flex: 1 }} />
            <UploadStatusNote state={uploadState} uploadingText={t("uploading")} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || uploadState !== "ready" || closed}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
              sx={{ minWidth: { sm: 180 } }}
              data-testid="editor-submit"
            >
              {t(busy ? "saving" : id === null ? "publish" : "save")}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
