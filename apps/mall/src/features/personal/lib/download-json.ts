/** Save `data` as a pretty-printed JSON file through a temporary object URL. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // let the browser start the download before the URL goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
