import { TIMINGS } from "@ask/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/light/Icon";
import { STORAGE_KEYS } from "../../../lib/storage";

type State =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "found"; latitude: number; longitude: number }
  | { kind: "error"; reason: "unsupported" | "denied" | "unavailable" | "timeout" };

const REASONS = { 1: "denied", 2: "unavailable", 3: "timeout" } as const;

/** Reads the position (10 s timeout); failure or lack of support is kept as an error text (spec 2). */
export function LocationButton() {
  const { t } = useTranslation("home");
  const [state, setState] = useState<State>(() => {
    const saved = localStorage.getItem(STORAGE_KEYS.location);
    if (!saved) return { kind: "idle" };
    try {
      const { latitude, longitude } = JSON.parse(saved) as { latitude: number; longitude: number };
      return { kind: "found", latitude, longitude };
    } catch {
      return { kind: "idle" };
    }
  });

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setState({ kind: "error", reason: "unsupported" });
      return;
    }
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        // Kept for the "x km away" hints of the listings.
        localStorage.setItem(STORAGE_KEYS.location, JSON.stringify(position));
        setState({ kind: "found", ...position });
      },
      (error) => setState({ kind: "error", reason: REASONS[error.code as 1 | 2 | 3] ?? "unavailable" }),
      { timeout: TIMINGS.geolocationTimeoutMs, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <div className="l-location">
      <button
        type="button"
        className="l-btn l-btn--outlined"
        onClick={locate}
        disabled={state.kind === "locating"}
        data-testid="locate"
      >
        <Icon name="myLocation" small />
        {state.kind === "locating" ? t("locating") : t("locate")}
      </button>
      <p className="l-body2" aria-live="polite" data-testid="location-status">
        {state.kind === "found" &&
          t("location_found", { lat: state.latitude.toFixed(4), lon: state.longitude.toFixed(4) })}
        {state.kind === "error" && t(`location_error.${state.reason}`)}
      </p>
    </div>
  );
}
