import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import { Box, type SxProps, type Theme } from "@mui/material";

/** A product's picture, or a neutral placeholder when it has none. */
export function ProductImage({ src, sx }: { src: string | null; sx?: SxProps<Theme> }) {
  const frame: SxProps<Theme> = {
    bgcolor: "action.hover",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    overflow: "hidden",
  };
  return (
    <Box sx={[frame, ...(Array.isArray(sx) ? sx : [sx])]}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          loading="lazy"
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      ) : (
        <Inventory2Outlined sx={{ fontSize: 40, color: "text.disabled" }} aria-hidden />
      )}
    </Box>
  );
}
