import SendIcon from "@mui/icons-material/Send";
import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { UploadField, type UploadState } from "./UploadField";

interface UploadSubmitRowProps {
  files: string[];
  onFilesChange: (files: string[]) => void;
  onUploadStateChange: (state: UploadState) => void;
  uploadDisabled: boolean;
  /** Shown between the attachments and the button (an upload status note). */
  between?: ReactNode;
  submitLabel: string;
  submitDisabled: boolean;
  submitTestId: string;
  /** Space above the row (theme units). */
  mt?: number;
}

/**
 * The foot of an answer form: attachments on one side, the send button on the other (stacked on
 * phones; the send arrow follows the reading direction).
 */
export function UploadSubmitRow({
  files,
  onFilesChange,
  onUploadStateChange,
  uploadDisabled,
  between,
  submitLabel,
  submitDisabled,
  submitTestId,
  mt = 2,
}: UploadSubmitRowProps) {
  return (
    <Box
      sx={{
        display: "flex",
        gap: 2,
        mt,
        flexDirection: { xs: "column", sm: "row" },
        alignItems: { xs: "stretch", sm: "flex-start" },
        justifyContent: "space-between",
      }}
    >
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <UploadField
          value={files}
          onChange={onFilesChange}
          onStateChange={onUploadStateChange}
          disabled={uploadDisabled}
        />
      </Box>
      {between}
      <Button
        type="submit"
        variant="contained"
        endIcon={
          <SendIcon sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }} />
        }
        disabled={submitDisabled}
        sx={{ flexShrink: 0, minWidth: 140 }}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
