import SearchIcon from "@mui/icons-material/Search";
import { Button, InputBase, Paper } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

export function HomeSearchBar() {
  const { t } = useTranslation("home");
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (q) navigate(`/searchList?q=${encodeURIComponent(q)}`);
  };
  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: "flex",
        alignItems: "center",
        p: 0.5,
        ps: 2,
        width: "100%",
        maxWidth: 640,
        borderRadius: 99,
      }}
      elevation={0}
    >
      <SearchIcon color="action" />
      <InputBase
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("search_placeholder")}
        sx={{ flexGrow: 1, mx: 1 }}
        inputProps={{ "aria-label": t("search_placeholder"), "data-testid": "home-search" }}
      />
      <Button type="submit" variant="contained" sx={{ borderRadius: 99, px: 3 }}>
        {t("search")}
      </Button>
    </Paper>
  );
}
