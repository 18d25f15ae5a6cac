import { onTestFinished, vi } from 'vitest';

export type CapturedDownload = { name: string; type: string; text: string };

/**
 * Catches the files the app hands to the browser as downloads (a Blob URL clicked in a link) in this test:
 * their names and their text, the byte order mark kept.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const pending: Promise<void>[] = [];
  const OriginalUrl = URL;
  class TestUrl extends OriginalUrl {
    static override createObjectURL(blob: Blob): string {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }
    static override revokeObjectURL(): void {}
  }
  vi.stubGlobal('URL', TestUrl);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) {
      pending.push(
        blob.arrayBuffer().then((bytes) => {
          downloads.push({
            name: this.download,
            type: blob.type,
            text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
          });
        }),
      );
    }
  });
  onTestFinished(() => click.mockRestore());
  return downloads;
}
