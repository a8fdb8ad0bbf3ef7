import type { SvgIconComponent } from "@mui/icons-material";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cardGridSx, cardListSx } from "../../../../components/ui/card-grid";
import { type ListPage, uniqueItems } from "../listing-format";
import { ListingCardSkeletons } from "./ListingCard";

interface ListingSectionProps<T extends { id: number }> {
  /** Used in element ids and test ids, e.g. "sales-electronics". */
  id: string;
  title: string;
  icon: SvgIconComponent;
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}

/**
 * One category of a classified board (spec 2): its heading, the cards loaded so far and "load more"
 * (4 at a time). The button shows while the last page came back full and the total is not reached.
 * A failed load is logged by the fetcher and shown as a short failed state with a retry.
 */
export function ListingSection<T extends { id: number }>({
  id,
  title,
  icon: Icon,
  query,
  renderItem,
  emptyText,
}: ListingSectionProps<T>) {
  const { t } = useTranslation("listings");
  const items = uniqueItems(query.data?.pages);
  const total = query.data?.pages.at(-1)?.total;
  const headingId = `section-${id}-heading`;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Box sx={cardGridSx}>
        <ListingCardSkeletons />
      </Box>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <SectionMessage
        text={t("load_failed")}
        onRetry={() => void query.refetch()}
        testId={`section-${id}-error`}
      />
    );
  } else if (items.length === 0) {
    body = <SectionMessage text={emptyText} testId={`section-${id}-empty`} />;
  } else {
    body = (
      <>
        <Box component="ul" sx={cardListSx} data-testid={`section-${id}-items`}>
          {items.map((item) => (
            <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
              {renderItem(item)}
            </Box>
          ))}
        </Box>
        {query.isFetchNextPageError && (
          <SectionMessage text={t("load_failed")} onRetry={() => void query.fetchNextPage()} dense />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Box sx={{ textAlign: "center", mt: 2 }}>
            <Button
              variant="outlined"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              startIcon={query.isFetchingNextPage ? <CircularProgress size={16} /> : <ExpandMore />}
              sx={{ minWidth: 160, borderRadius: 5 }}
              data-testid={`section-${id}-more`}
            >
              {t("load_more")}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      id={`section-${id}`}
      data-testid={`section-${id}`}
      sx={{ scrollMarginTop: 72 }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5 }}>
        <Box
          sx={{
            width: 34,
            height: 34,
            borderRadius: "50%",
            bgcolor: "primary.main",
            color: "primary.contrastText",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            flexShrink: 0,
          }}
        >
          <Icon sx={{ fontSize: 20 }} aria-hidden />
        </Box>
        <Typography variant="h6" component="h2" id={headingId} sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {total !== undefined && total > 0 && (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ whiteSpace: "nowrap" }}
            data-testid={`section-${id}-total`}
          >
            {t("total", { n: total })}
          </Typography>
        )}
      </Box>
      {body}
    </Box>
  );
}

function SectionMessage({
  text,
  onRetry,
  testId,
  dense = false,
}: {
  text: string;
  onRetry?: () => void;
  testId?: string;
  dense?: boolean;
}) {
  const { t } = useTranslation("listings");
  return (
    <Box
      data-testid={testId}
      sx={{
        mt: dense ? 2 : 0,
        py: dense ? 1.5 : 4,
        px: 2,
        textAlign: "center",
        border: 1,
        borderStyle: "dashed",
        borderColor: "divider",
        borderRadius: 2,
        color: "text.secondary",
      }}
    >
      <Typography variant="body2">{text}</Typography>
      {onRetry && (
        <Button size="small" onClick={onRetry} sx={{ mt: 1 }}>
          {t("retry")}
        </Button>
      )}
    </Box>
  );
}
