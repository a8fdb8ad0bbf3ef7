import PublishPage from "./PublishPage";

/**
 * /publishInfoEditor (spec 2, reached from the ask button in the user centre's manage tab): the question
 * editor in the manage context — the same form, rules, balance check and draft as /publish, with a way
 * back to the manage tab, where the published question then appears at the top of "my questions".
 */
export default function PublishInfoEditorPage() {
  return <PublishPage context="manage" />;
}
