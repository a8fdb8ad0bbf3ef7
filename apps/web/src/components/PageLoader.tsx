/** A screen's loader (MUI CircularProgress's look, drawn without MUI: it shows while MUI loads). */
export function PageLoader() {
  return (
    <div className="l-loader" role="progressbar" aria-busy="true">
      <span className="l-spinner" />
    </div>
  );
}
