// Hands written bytes to the browser as a download: a Blob, a temporary object URL and a
// temporary anchor. The anchor is never attached to the page's layout and the URL is revoked
// once the click has been dispatched (the download keeps its own reference).

export function saveBytes(bytes: Uint8Array<ArrayBuffer>, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
