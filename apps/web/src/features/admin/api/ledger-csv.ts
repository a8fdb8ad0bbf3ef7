import { backofficeRoutes, endpointPath } from "@ask/contracts";
import { ApiError } from "../../../lib/api-client";
import { apiUrl } from "../../../lib/early-request";
import { storedToken } from "../../../lib/storage";

/**
 * Downloads the ledger CSV of a date range. The export needs the administrator's token, which a plain
 * link cannot send, so the file is fetched and handed to the browser as a download (a Blob, which the
 * browser may keep on disk for a large range); the server streams it in batches either way.
 */
export async function downloadLedgerCsv(from: string, to: string): Promise<void> {
  const route = backofficeRoutes.ledgerCsv;
  const token = storedToken();
  const res = await fetch(apiUrl(endpointPath(route.path, undefined), { from, to }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; detail?: string };
    throw new ApiError(res.status, body.code ?? "unknown_error", body.detail ?? res.statusText);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ?? `ledger_${from}_${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
