import { ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { BOARD_ICONS } from "./board-icons";
import { CLASSIFIED_ITEMS, isClassifiedPath } from "./nav-items";

/** The top bar's menu of the classified boards (its own chunk, loaded when the button is first used). */
export default function ClassifiedsMenu({ anchor, onClose }: { anchor: HTMLElement; onClose(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Menu
      open
      anchorEl={anchor}
      onClose={onClose}
      slotProps={{ list: { "aria-label": t("nav.classifieds") } }}
    >
      {CLASSIFIED_ITEMS.map((item) => {
        const Icon = BOARD_ICONS[item.key];
        const current = isClassifiedPath(pathname, item);
        return (
          <MenuItem
            key={item.key}
            component={Link}
            to={item.to}
            selected={current}
            aria-current={current ? "page" : undefined}
            onClick={onClose}
            data-testid={`nav-${item.key}`}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`nav.${item.key}`)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
