import { categoryQuestionsPath } from "@ask/contracts";
import {
  Alert,
  Box,
  Chip,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ChannelIcon } from "../../../components/ChannelIcon";
import { useDocumentTitle } from "../../../lib/document-title";
import { useErrorMessage } from "../../../lib/use-error-message";
import { groupCategories, useCategories } from "../api/categories";
import { useChannels } from "../api/channels";

export default function CategoriesPage() {
  useDocumentTitle("categories");
  const { t } = useTranslation("catalogue");
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const channels = useChannels();
  const selectedId = Number(params.get("channel_id")) || undefined;
  const categories = useCategories(selectedId);

  // The first channel is selected once loaded, unless channel_id preselects one.
  useEffect(() => {
    const first = channels.data?.[0];
    if (!selectedId && first) setParams({ channel_id: String(first.id) }, { replace: true });
  }, [channels.data, selectedId, setParams]);

  const groups = groupCategories(categories.data ?? []);

  return (
    <Box sx={{ maxWidth: 1200, mx: "auto", px: { xs: 1, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, px: 1 }}>
        {t("title")}
      </Typography>
      <Box sx={{ display: "flex", gap: { xs: 1, md: 2 }, alignItems: "flex-start" }}>
        <Paper variant="outlined" sx={{ width: { xs: 118, sm: 200, md: 240 }, flexShrink: 0 }}>
          <List
            dense
            disablePadding
            component="div"
            role="group"
            aria-label={t("channels")}
            data-testid="channel-list"
          >
            {channels.isPending &&
              Array.from({ length: 9 }, (_, i) => (
                <Box key={i} sx={{ px: 2, py: 1.25 }}>
                  <Skeleton />
                </Box>
              ))}
            {channels.data?.map((channel) => (
              <ListItemButton
                key={channel.id}
                selected={channel.id === selectedId}
                onClick={() => setParams({ channel_id: String(channel.id) })}
                sx={{
                  flexDirection: { xs: "column", sm: "row" },
                  textAlign: { xs: "center", sm: "start" },
                  py: 1.25,
                }}
                data-testid={`channel-${channel.icon}`}
              >
                <ListItemIcon sx={{ minWidth: { xs: 0, sm: 40 }, color: "primary.main" }}>
                  <ChannelIcon icon={channel.icon} />
                </ListItemIcon>
                <ListItemText
                  primary={channel.name}
                  slotProps={{ primary: { sx: { fontSize: { xs: 13, sm: 14 } } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Paper>

        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {channels.isError && <Alert severity="error">{errorMessage(channels.error)}</Alert>}
          {!selectedId && !channels.isPending && <Alert severity="info">{t("select_channel")}</Alert>}
          {categories.isError && <Alert severity="error">{errorMessage(categories.error)}</Alert>}
          {categories.isPending && selectedId !== undefined && (
            <Stack spacing={2}>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={96} />
              ))}
            </Stack>
          )}
          <Stack spacing={2} data-testid="category-groups">
            {groups.map(({ top, children }) => (
              <Paper key={top.id} variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                  {top.name}
                </Typography>
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
                  {children.map((child) => (
                    <Chip
                      key={child.id}
                      label={child.name}
                      clickable
                      variant="outlined"
                      color="primary"
                      onClick={() => navigate(categoryQuestionsPath(child))}
                      data-testid={`category-chip-${child.id}`}
                    />
                  ))}
                </Box>
              </Paper>
            ))}
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
