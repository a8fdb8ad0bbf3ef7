/** Wall-clock time in an IANA time zone → the instant (no library: Intl knows the offsets). */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at `instant`, in milliseconds (east positive). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant at which the clocks of `timeZone` show this wall-clock time. A time skipped by a
 * daylight-saving jump resolves to the instant after the jump; a repeated time to its first occurrence.
 */
export function zonedTimeToInstant(
  wall: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Two passes: the offset at the first guess may differ from the offset at the answer (DST).
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  if (second + zoneOffsetMs(second, timeZone) === asUtc) return new Date(second);
  // The wall time does not exist (the clocks jumped over it): the later reading is after the jump.
  return new Date(Math.max(first, second));
}

/** The last second (23:59:59) of a YYYY-MM-DD day in `timeZone`, or null when it is not a real date. */
export function endOfDayIn(date: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return zonedTimeToInstant({ year, month, day, hour: 23, minute: 59, second: 59 }, timeZone);
}
