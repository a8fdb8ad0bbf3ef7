/**
 * A link address as typed → what the editor stores: "" removes the link, a bare address gets
 * https://, and anything but a web or mail link (javascript:, data:, …) is refused with null.
 */
export function normalizeHref(input: string): string | null {
  const text = input.trim();
  if (!text) return "";
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  return /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+)$/i.test(withScheme) ? withScheme : null;
}
