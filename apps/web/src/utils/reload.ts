/** One indirection over location.reload so tests (jsdom cannot navigate) can observe reloads. */
export function reloadPage(): void {
  window.location.reload();
}
