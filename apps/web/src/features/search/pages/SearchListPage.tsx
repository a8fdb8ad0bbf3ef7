/** /searchList: placeholder until its helper lands the screen. */
export default function SearchListPage() {
  return null;
}
