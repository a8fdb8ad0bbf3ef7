/** /post/:kind: placeholder until its helper lands the screen. */
export default function ListingEditorPage() {
  return null;
}
