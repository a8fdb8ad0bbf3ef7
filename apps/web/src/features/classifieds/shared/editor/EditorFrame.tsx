import ArrowBack from "@mui/icons-material/ArrowBack";
import SaveIcon from "@mui/icons-material/Save";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { type UploadState, UploadStatusNote } from "../../../../components/UploadField";
import { Page } from "../../../../components/ui/Page";

interface PageProps {
  /** The page's heading. */
  title: string;
  /** A line under the heading. */
  subtitle?: string;
  /** The way back above the heading (the listing, or my listings). */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The editor's page: the way back, the heading and what follows (the form, or why there is none). */
export function EditorPage({ title, subtitle, back, children }: PageProps) {
  return (
    <Page maxWidth={880}>
      {back && (
        <Button
          component={Link}
          to={back.to}
          startIcon={<ArrowBack sx={{ "[dir=rtl] &": { transform: "scaleX(-1)" } }} />}
          sx={{ mb: 1, ml: -1 }}
        >
          {back.label}
        </Button>
      )}
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontWeight: 700, mb: subtitle ? 0.5 : 2 }}
        data-testid="editor-title"
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Page>
  );
}

interface FrameProps extends Omit<PageProps, "children"> {
  /** Alerts above the form (not the owner, closed, a role hint). */
  notices?: ReactNode;
  /** Why the last save failed, worded. */
  error?: string | null;
  busy: boolean;
  /** Nothing can be saved (a closed listing). */
  locked?: boolean;
  uploadState: UploadState;
  /** The note next to the submit button while pictures upload. */
  uploadingText?: string;
  submitLabel: string;
  submitTestId?: string;
  formTestId?: string;
  /** Buttons at the start of the actions row (the owner's close button). */
  actions?: ReactNode;
  onSubmit(e: FormEvent): void;
  /** The form's sections. */
  children: ReactNode;
}

/** Every posting editor's frame: heading, notices, the sections in one sheet and the actions. */
export function EditorFrame({
  notices,
  error,
  busy,
  locked = false,
  uploadState,
  uploadingText,
  submitLabel,
  submitTestId = "editor-submit",
  formTestId,
  actions,
  onSubmit,
  children,
  ...page
}: FrameProps) {
  return (
    <EditorPage {...page}>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        {notices}
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
        data-testid={formTestId}
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
            {actions}
            <Box sx={{ flex: 1 }} />
            <UploadStatusNote state={uploadState} uploadingText={uploadingText} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || uploadState !== "ready" || locked}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
              sx={{ minWidth: { sm: 180 } }}
              data-testid={submitTestId}
            >
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </EditorPage>
  );
}
