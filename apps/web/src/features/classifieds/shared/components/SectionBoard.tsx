import type { HousekeepingItem, SaleItem } from "@ask/contracts";
import type { SvgIconComponent } from "@mui/icons-material";
import { Stack } from "@mui/material";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useBoardSection } from "../api/board";
import type { CategoryOf } from "../api/listings";
import type { ListPage } from "../listing-format";
import { BoardHeader } from "./BoardHeader";
import { ListingPage } from "./ListingDetailLayout";
import { ListingSection } from "./ListingSection";

/** The boards made of category sections, and the listing each shows as a card. */
type BoardKind = keyof CategoryOf;
interface ItemOf {
  sales: SaleItem;
  housekeeping: HousekeepingItem;
}

type BoardQuery<T> = UseInfiniteQueryResult<InfiniteData<ListPage<T>, unknown>>;

interface SectionBoardProps<K extends BoardKind> {
  kind: K;
  categories: readonly CategoryOf[K][];
  icons: Record<CategoryOf[K], SvgIconComponent>;
  /** The visitor may post this kind: the "post" button shows. */
  canPost: boolean;
  renderItem(item: ItemOf[K]): ReactNode;
}

/**
 * A classified board in category sections (/sales, /housekeeping; spec 2): title, post button and
 * jump chips, then each category with PAGE_SIZES.loadMore more listings at a time. The words are the
 * kind's in the listings namespace (`<kind>.title`, `<kind>.categories.<category>` …).
 */
export function SectionBoard<K extends BoardKind>({
  kind,
  categories,
  icons,
  canPost,
  renderItem,
}: SectionBoardProps<K>) {
  const { t } = useTranslation("listings");
  return (
    <ListingPage>
      <BoardHeader
        title={t(`${kind}.title`)}
        subtitle={t(`${kind}.subtitle`)}
        post={canPost ? { to: `/post/${kind}`, label: t(`${kind}.post`), testId: `${kind}-post` } : undefined}
        sections={categories.map((c) => ({
          id: `${kind}-${c}`,
          label: t(`${kind}.categories.${c}`),
          icon: icons[c],
        }))}
        jumpLabel={t("jump_to")}
      />
      <Stack spacing={{ xs: 3, md: 4 }}>
        {categories.map((category) => (
          <BoardSection
            key={category}
            kind={kind}
            category={category}
            icon={icons[category]}
            renderItem={renderItem}
          />
        ))}
      </Stack>
    </ListingPage>
  );
}

function BoardSection<K extends BoardKind>({
  kind,
  category,
  icon,
  renderItem,
}: {
  kind: K;
  category: CategoryOf[K];
  icon: SvgIconComponent;
  renderItem(item: ItemOf[K]): ReactNode;
}) {
  const { t } = useTranslation("listings");
  // Each kind's page lists its own items; TypeScript cannot follow that through the generic kind.
  const query = useBoardSection(kind, category) as unknown as BoardQuery<ItemOf[K]>;
  return (
    <ListingSection
      id={`${kind}-${category}`}
      title={t(`${kind}.categories.${category}`)}
      icon={icon}
      query={query}
      emptyText={t(`${kind}.empty`)}
      renderItem={renderItem}
    />
  );
}
