import { type Contact, PAGE_SIZES } from "@ask/contracts";
import AddLocationAltOutlined from "@mui/icons-material/AddLocationAltOutlined";
import { Box, Button, Card, Chip, FormControlLabel, Radio, RadioGroup, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPagination } from "../../../components/ui/ListPagination";
import { ListSkeleton } from "../../../components/ui/ListSkeleton";
import { useContacts } from "../api/contacts";
import { ContactDialog } from "./ContactDialog";
import { LoadError } from "./LoadError";

interface ContactPickerProps {
  selected: Contact | null;
  onSelect: (contact: Contact | null) => void;
}

/**
 * The delivery contact of the order: the user's contacts 5 per page (spec 9) with a radio each, and
 * "add contact". The default contact (or the first one) is chosen until the user picks another.
 */
export function ContactPicker({ selected, onSelect }: ContactPickerProps) {
  const { t } = useTranslation("store");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const contacts = useContacts(page);
  const items = contacts.data?.items ?? [];
  const total = contacts.data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZES.orderContacts);

  useEffect(() => {
    if (selected || !contacts.data || contacts.isPlaceholderData) return;
    const first = contacts.data.items.find((c) => c.is_default) ?? contacts.data.items[0];
    if (first) onSelect(first);
  }, [selected, contacts.data, contacts.isPlaceholderData, onSelect]);

  let body: React.ReactNode;
  if (contacts.isPending) {
    body = <ListSkeleton rows={2} height={64} />;
  } else if (contacts.isError) {
    body = <LoadError error={contacts.error} onRetry={() => void contacts.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <Typography variant="body2" color="textSecondary" sx={{ py: 2 }} data-testid="contacts-empty">
        {t("contact.empty")}
      </Typography>
    );
  } else {
    body = (
      <RadioGroup
        aria-label={t("contact.title")}
        value={selected ? String(selected.id) : ""}
        onChange={(e) => onSelect(items.find((c) => String(c.id) === e.target.value) ?? null)}
        sx={{ gap: 1, opacity: contacts.isPlaceholderData ? 0.6 : 1 }}
        data-testid="contact-list"
      >
        {items.map((contact) => (
          <Card
            key={contact.id}
            sx={{
              px: 1,
              py: 0.5,
              borderColor: selected?.id === contact.id ? "primary.main" : undefined,
              bgcolor: selected?.id === contact.id ? "action.selected" : undefined,
            }}
            data-testid="contact-item"
          >
            <FormControlLabel
              value={String(contact.id)}
              control={<Radio slotProps={{ input: { "data-testid": "contact-radio" } as object }} />}
              sx={{ m: 0, width: "100%", alignItems: "flex-start", "& .MuiRadio-root": { mt: -0.25 } }}
              slotProps={{ typography: { component: "div", sx: { flex: 1, minWidth: 0, py: 0.75 } } }}
              label={
                <>
                  <Box sx={{ display: "flex", alignItems: "center", flexWrap: "wrap", columnGap: 1.5 }}>
                    <Typography component="bdi" sx={{ fontWeight: 600 }}>
                      {contact.name}
                    </Typography>
                    <Typography component="bdi" variant="body2" dir="ltr" color="textSecondary">
                      {contact.phone}
                    </Typography>
                    {contact.is_default && (
                      <Chip size="small" color="primary" variant="outlined" label={t("contact.default")} />
                    )}
                  </Box>
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: "anywhere" }}>
                    <bdi>{contact.address}</bdi>
                  </Typography>
                </>
              }
            />
          </Card>
        ))}
      </RadioGroup>
    );
  }

  return (
    <Box component="section" aria-labelledby="contact-title">
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5 }}>
        <Typography
          id="contact-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0, fontSize: { xs: 18, sm: 20 } }}
        >
          {t("contact.title")}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddLocationAltOutlined />}
          onClick={() => setAdding(true)}
          data-testid="contact-add"
        >
          {t("contact.add")}
        </Button>
      </Box>
      {body}
      <ListPagination
        count={pageCount}
        page={page}
        onChange={setPage}
        t={t}
        testId="contact-pagination"
        small
        gap={1.5}
      />
      <ContactDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(contact) => {
          setAdding(false);
          setPage(1);
          onSelect(contact);
        }}
      />
    </Box>
  );
}
