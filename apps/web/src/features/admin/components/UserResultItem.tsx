import type { AdminUserSummary } from "@ask/contracts";
import { Box, ListItem, ListItemButton, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { UserStatusChips } from "./UserStatusChips";

interface Props {
  user: AdminUserSummary;
  selected: boolean;
  onSelect(): void;
}

/** One account in the search results: name, id, masked phone, join date, role and ban. */
export function UserResultItem({ user, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation("adminUsers");
  // The button inside a list item: a list holds only <li> (screen readers count the results).
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        divider
        data-testid="user-result"
        data-user-id={user.id}
        sx={{ py: 1.25 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
            <Typography variant="body1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
              {user.display_name ? `${user.display_name} (${user.username})` : user.username}
            </Typography>
            <UserStatusChips user={user} />
          </Box>
          <Typography variant="caption" color="textSecondary" component="div" sx={{ mt: 0.25 }}>
            {[
              t("users.id", { id: user.id }),
              user.phone ?? t("users.no_phone"),
              t("users.joined", { date: formatDate(user.created_at, i18n.language) }),
            ].join(" · ")}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
