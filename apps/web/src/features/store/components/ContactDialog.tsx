import type { Contact } from "@ask/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { textFields } from "../../../lib/text-fields";
import { useFeedback } from "../../../lib/use-feedback";
import { useCreateContact } from "../api/contacts";
import { type ContactFormValues, contactFormSchema, EMPTY_CONTACT } from "../contact-form";

interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (contact: Contact) => void;
}

/** Adds a delivery contact (name, phone, address, default flag). */
export function ContactDialog({ open, onClose, onCreated }: ContactDialogProps) {
  const { t, toast, toastError } = useFeedback("store");
  const { t: tErrors } = useTranslation("errors");
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const create = useCreateContact();
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_CONTACT,
  });
  const message = (key?: string) =>
    key === undefined ? " " : key === "only_numbers_allowed" ? tErrors(key) : t(`contact.errors.${key}`);
  const field = textFields(form, message);

  useEffect(() => {
    if (open) form.reset(EMPTY_CONTACT);
  }, [open, form]);

  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        name: values.name.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        is_default: values.is_default,
      },
      {
        onSuccess: (contact) => {
          toast(t("contact.added"), "success");
          onCreated(contact);
        },
        onError: (error) => toastError(error, "contact.add_failed"),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      aria-labelledby="contact-dialog-title"
    >
      <form onSubmit={submit} noValidate data-testid="contact-form">
        <DialogTitle id="contact-dialog-title">{t("contact.add_title")}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              label={t("contact.name")}
              autoFocus
              autoComplete="name"
              {...field("name")}
              slotProps={{ htmlInput: { maxLength: 40, "data-testid": "contact-name" } }}
            />
            <TextField
              label={t("contact.phone")}
              type="tel"
              autoComplete="tel"
              {...field("phone")}
              slotProps={{
                htmlInput: { maxLength: 20, inputMode: "tel", dir: "ltr", "data-testid": "contact-phone" },
              }}
            />
            <TextField
              label={t("contact.address")}
              autoComplete="street-address"
              multiline
              minRows={2}
              {...field("address")}
              slotProps={{ htmlInput: { maxLength: 200, "data-testid": "contact-address" } }}
            />
            <Controller
              control={form.control}
              name="is_default"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      slotProps={{ input: { "data-testid": "contact-default" } as object }}
                    />
                  }
                  label={t("contact.make_default")}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {t("contact.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending} data-testid="contact-save">
            {t("contact.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
