import { QUESTION_TITLE_MAX } from "@ask/contracts";
import { TextField } from "@mui/material";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldPartProps } from "../form-part-props";
import { deriveTitle, titleLength } from "../publish-form";

/**
 * The optional title (issue 15 item 9). Left empty, the question is titled with the beginning of its
 * content cut at a word boundary — shown as the placeholder, so the publisher sees the title it will get.
 */
export function TitleField({ control, disabled }: FieldPartProps) {
  const { t } = useTranslation("publish");
  const content = useWatch({ control, name: "content" });
  const preview = deriveTitle(content ?? "", "");
  return (
    <Controller
      control={control}
      name="title"
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const length = titleLength(value);
        const message = fieldState.error?.message;
        const error = message ? t(`validation.${message}`, { n: QUESTION_TITLE_MAX }) : undefined;
        return (
          <TextField
            {...field}
            value={value ?? ""}
            inputRef={ref}
            label={t("question_title")}
            placeholder={preview || t("question_title_placeholder")}
            fullWidth
            disabled={disabled}
            error={Boolean(error)}
            helperText={
              error ??
              (length > QUESTION_TITLE_MAX * 0.8
                ? `${length} / ${QUESTION_TITLE_MAX}`
                : t("question_title_help", { n: QUESTION_TITLE_MAX }))
            }
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { autoComplete: "off", "data-testid": "publish-title-input" },
            }}
          />
        );
      }}
    />
  );
}
