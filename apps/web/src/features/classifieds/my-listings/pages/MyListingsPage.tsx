import { LISTING_KINDS, type ListingKind } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import AddIcon from "@mui/icons-material/Add";
import CleaningServicesOutlined from "@mui/icons-material/CleaningServicesOutlined";
import EditIcon from "@mui/icons-material/Edit";
import HomeWorkOutlined from "@mui/icons-material/HomeWorkOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import WorkOutline from "@mui/icons-material/WorkOutlined";
import { Box, Button, Pagination, Paper, Skeleton, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ListLoadError } from "../../../../components/ui/ListLoadError";
import { Page } from "../../../../components/ui/Page";
import { PageHeading } from "../../../../components/ui/PageHeading";
import { useDocumentTitle } from "../../../../lib/document-title";
import { formatDate } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { ModerationChip } from "../../../reports";
import { type AnyListing, MY_LISTINGS_PAGE_SIZE, useMyListings } from "../../shared/api/listings";
import { ListingStatusChip } from "../../shared/components/ListingLifecycle";
import { ListingStatusButton } from "../../shared/components/ListingStatusButton";
import { canPost, detailPath, editPath, isListingKind, newPath } from "../../shared/listing-kinds";

export const KIND_ICONS: Record<ListingKind, SvgIconComponent> = {
  housing: HomeWorkOutlined,
  sales: Inventory2Outlined,
  housekeeping: CleaningServicesOutlined,
  jobs: WorkOutline,
};

/** /myListings (login required): the caller's listings of every kind, closed ones too. */
export default function MyListingsPage() {
  useDocumentTitle("my_listings");
  const { t } = useTranslation("posting");
  const role = useSession().user?.role;
  const [params, setParams] = useSearchParams();
  const rawTab = params.get("tab") ?? undefined;
  const postable = LISTING_KINDS.filter((kind) => canPost(kind, role));
  // Without a tab in the address: the first kind the user may post (issue 18: a plain user, who may
  // only sell, used to land on housing), housing for publishers.
  const tab: ListingKind = isListingKind(rawTab) ? rawTab : (postable[0] ?? "sales");
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  return (
    <Page maxWidth={1000}>
      <Box
        sx={{
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          alignItems: { sm: "flex-end" },
          justifyContent: "space-between",
          gap: 1.5,
          mb: 2,
        }}
      >
        <PageHeading title={t("my_listings")} subtitle={t("my_listings_subtitle")} />
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} data-testid="post-new-buttons">
          {postable.map((kind) => (
            <Button
              key={kind}
              component={Link}
              to={newPath(kind)}
              variant={kind === tab ? "contained" : "outlined"}
              size="small"
              startIcon={<AddIcon />}
              data-testid={`post-new-${kind}`}
            >
              {t(`post_new.${kind}`)}
            </Button>
          ))}
        </Box>
      </Box>

      <Tabs
        value={tab}
        onChange={(_e, next: ListingKind) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t("my_listings")}
        sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
      >
        {LISTING_KINDS.map((kind) => {
          const Icon = KIND_ICONS[kind];
          return (
            <Tab
              key={kind}
              value={kind}
              label={t(`kind.${kind}`)}
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              sx={{ minHeight: 48 }}
              data-testid={`tab-${kind}`}
            />
          );
        })}
      </Tabs>

      <KindList
        key={tab}
        kind={tab}
        page={page}
        canPostKind={canPost(tab, role)}
        onPage={(next) => setParams({ tab, page: String(next) }, { replace: true })}
      />
    </Page>
  );
}

function KindList({
  kind,
  page,
  canPostKind,
  onPage,
}: {
  kind: ListingKind;
  page: number;
  canPostKind: boolean;
  onPage(page: number): void;
}) {
  const { t } = useTranslation("posting");
  const list = useMyListings(kind, page);

  if (list.isPending)
    return (
      <Stack spacing={1.5} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  if (list.isError) return <ListLoadError query={list} testId="my-listings-error" />;

  const { items, total } = list.data;
  if (!items.length)
    return (
      <Paper variant="outlined" sx={{ textAlign: "center", py: 6, px: 2 }} data-testid="my-listings-empty">
        <Typography color="textSecondary" sx={{ mb: canPostKind ? 2 : 0 }}>
          {t("empty", { kind: t(`kind.${kind}`) })}
        </Typography>
        {canPostKind && (
          <Button variant="contained" component={Link} to={newPath(kind)} startIcon={<AddIcon />}>
            {t(`post_new.${kind}`)}
          </Button>
        )}
      </Paper>
    );

  const pages = Math.ceil(total / MY_LISTINGS_PAGE_SIZE);
  return (
    <Stack spacing={1.5}>
      {items.map((item) => (
        <ListingRow key={item.id} kind={kind} item={item} />
      ))}
      {pages > 1 && (
        <Box sx={{ display: "flex", justifyContent: "center", pt: 1 }}>
          <Pagination count={pages} page={page} onChange={(_e, next) => onPage(next)} />
        </Box>
      )}
    </Stack>
  );
}

function ListingRow({ kind, item }: { kind: ListingKind; item: AnyListing }) {
  const { t, i18n } = useTranslation("posting");
  const { t: tl } = useTranslation("listings");
  const lifecycle = { kind, id: item.id, title: item.title, size: "small" as const };
  const Icon = KIND_ICONS[kind];
  const cover = item.image_urls[0];
  const active = item.status === "active";

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: "flex", gap: 1.5, alignItems: "center", flexWrap: { xs: "wrap", sm: "nowrap" } }}
      data-testid="my-listing-row"
      data-listing-id={item.id}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: "action.hover",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          overflow: "hidden",
        }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover}
            alt=""
            sx={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
        ) : (
          <Icon color="action" />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component={Link}
          to={detailPath(kind, item.id)}
          sx={{
            fontWeight: 600,
            color: "text.primary",
            textDecoration: "none",
            "&:hover": { textDecoration: "underline" },
            display: "block",
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
          data-testid="my-listing-title"
        >
          {item.title}
        </Typography>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            flexWrap: "wrap",
            columnGap: 1.5,
            rowGap: 0.5,
            mt: 0.75,
          }}
        >
          <ListingStatusChip status={item.status} testId="my-listing-status" />
          <ModerationChip item={item} />
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
          >
            <VisibilityOutlined sx={{ fontSize: 16 }} aria-hidden />
            {t("views", { n: item.views })}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {formatDate(item.created_at, i18n.language)}
          </Typography>
          {active && item.expires_at && (
            <Typography variant="body2" color="textSecondary" data-testid="my-listing-expires">
              {tl("lifecycle.expires", { date: formatDate(item.expires_at, i18n.language) })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: "flex",
          gap: 1,
          flexShrink: 0,
          width: { xs: "100%", sm: "auto" },
          justifyContent: { xs: "flex-end", sm: "flex-start" },
        }}
      >
        {active && (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditIcon />}
              component={Link}
              to={editPath(kind, item.id)}
              data-testid="my-listing-edit"
            >
              {t("edit")}
            </Button>
            <ListingStatusButton {...lifecycle} action="renew" testId="my-listing-renew" />
            <ListingStatusButton {...lifecycle} action="close" testId="my-listing-close" />
          </>
        )}
        {!active && <ListingStatusButton {...lifecycle} action="relist" testId="my-listing-relist" />}
      </Box>
    </Paper>
  );
}
