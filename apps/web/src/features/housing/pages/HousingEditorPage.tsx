/** /post/housing: placeholder until its helper lands the screen. */
export default function HousingEditorPage() {
  return null;
}
