import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Icon } from "../../../components/light/Icon";

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
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is unknown to browsers before 2023; the role works everywhere
    <form className="l-search" role="search" onSubmit={submit}>
      <Icon name="search" />
      <input
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t("search_placeholder")}
        aria-label={t("search_placeholder")}
        data-testid="home-search"
      />
      <button type="submit" className="l-btn l-btn--contained l-btn--pill">
        {t("search")}
      </button>
    </form>
  );
}
