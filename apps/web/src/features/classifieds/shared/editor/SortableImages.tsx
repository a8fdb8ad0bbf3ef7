import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import StarOutline from "@mui/icons-material/StarBorder";
import { Box, Chip, IconButton, Tooltip, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Moves the picture at `from` to the front: it becomes the cover. */
export const makeCover = (urls: readonly string[], from: number) => arrayMove([...urls], from, 0);

/**
 * The pictures of a listing editor in their order (issue 18): the first is the cover. Drag a picture
 * (mouse, touch, or the keyboard: focus it, Space, arrows, Space) to reorder; "set as cover" moves one
 * to the front.
 */
export function SortableImages({
  urls,
  onChange,
  disabled,
}: {
  urls: string[];
  onChange(urls: string[]): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("posting");
  const sensors = useSensors(
    // A short move starts a drag, so a tap on "set as cover" stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: unknown) => urls.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(urls, urls.indexOf(String(active.id)), urls.indexOf(String(over.id))));
  };
  return (
    <Box sx={{ mb: 1.5 }}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t("images.drag_instructions") },
          announcements: {
            onDragStart: ({ active }) => t("images.picked", { n: position(active.id) }),
            onDragOver: ({ over }) => (over ? t("images.over", { n: position(over.id) }) : undefined),
            onDragEnd: ({ over }) => (over ? t("images.dropped", { n: position(over.id) }) : undefined),
            onDragCancel: () => t("images.cancelled"),
          },
        }}
      >
        <SortableContext items={urls} strategy={rectSortingStrategy} disabled={disabled}>
          <Box
            component="ul"
            sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0, listStyle: "none" }}
            data-testid="image-previews"
          >
            {urls.map((url, index) => (
              <SortableImage
                key={url}
                url={url}
                index={index}
                disabled={disabled}
                onCover={() => onChange(makeCover(urls, index))}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {urls.length > 1 && (
        <Typography variant="caption" color="textSecondary" sx={{ display: "block", mt: 0.5 }}>
          {t("images.hint")}
        </Typography>
      )}
    </Box>
  );
}

function SortableImage({
  url,
  index,
  disabled,
  onCover,
}: {
  url: string;
  index: number;
  disabled?: boolean;
  onCover(): void;
}) {
  const { t } = useTranslation("posting");
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
    disabled,
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="image-preview"
      data-url={url}
      sx={{
        position: "relative",
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.8 : 1,
      }}
    >
      <Box
        {...attributes}
        {...listeners}
        aria-roledescription={t("images.sortable")}
        aria-label={t("image_n", { n: index + 1 })}
        sx={{
          borderRadius: 1,
          cursor: disabled ? "default" : "grab",
          touchAction: "none",
          "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
        }}
      >
        <Box
          component="img"
          src={url}
          alt=""
          draggable={false}
          sx={{
            width: 88,
            height: 88,
            display: "block",
            objectFit: "cover",
            borderRadius: 1,
            border: 1,
            borderColor: index === 0 ? "primary.main" : "divider",
          }}
        />
      </Box>
      {index === 0 ? (
        <Chip
          label={t("cover")}
          size="small"
          color="primary"
          data-testid="image-cover"
          sx={{ position: "absolute", bottom: 4, insetInlineStart: 4, height: 18, fontSize: 11 }}
        />
      ) : (
        <Tooltip title={t("images.set_cover")}>
          <IconButton
            size="small"
            onClick={onCover}
            disabled={disabled}
            aria-label={t("images.set_cover_n", { n: index + 1 })}
            data-testid="image-set-cover"
            sx={{
              position: "absolute",
              bottom: 2,
              insetInlineStart: 2,
              p: 0.25,
              bgcolor: "rgba(255,255,255,0.85)",
              "&:hover": { bgcolor: "#fff" },
            }}
          >
            <StarOutline sx={{ fontSize: 18 }} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
