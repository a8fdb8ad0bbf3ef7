import { Box, FormHelperText, Typography } from "@mui/material";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldPartProps } from "../form-part-props";
import { useFieldError } from "../use-field-error";
import { RichTextEditor } from "./RichTextEditor";

/** The question's text: a labelled rich text editor with its help or error below. */
export function ContentField({ control, disabled }: FieldPartProps) {
  const { t } = useTranslation("publish");
  const fieldError = useFieldError();
  return (
    <Controller
      control={control}
      name="content"
      render={({ field, fieldState }) => {
        const error = fieldError("content", fieldState.error);
        return (
          <Box>
            <Typography
              id="publish-content-label"
              component="div"
              variant="body2"
              color={error ? "error" : "text.secondary"}
              sx={{ mb: 0.75 }}
            >
              {t("content")} *
            </Typography>
            <RichTextEditor
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy="publish-content-label"
              describedBy="publish-content-help"
              placeholder={t("content_placeholder")}
              error={Boolean(error)}
              disabled={disabled}
              data-testid="content-editor"
            />
            <FormHelperText id="publish-content-help" error={Boolean(error)} sx={{ mx: 1.75 }}>
              {error ?? t("content_help")}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}
