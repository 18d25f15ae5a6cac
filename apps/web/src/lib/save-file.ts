/**
 * Hands files to the user: a download of a Blob (a file the API answered, or one made in the browser), or a
 * PDF shown in a new tab. The one place the portal makes object URLs, so each is freed the same way.
 */

// Long enough for the browser to have started the download or loaded the tab.
const objectUrlLifetimeMs = 60_000;

function freeLater(url: string): void {
  window.setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

/** Saves a Blob as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  freeLater(url);
}

/** Saves text made in the browser (a CSV export) as a download. */
export function saveFile(name: string, content: string, type: string): void {
  saveBlob(new Blob([content], { type }), name);
}

/**
 * Shows a PDF the API answers in a new tab. The tab is opened at once, while the click still counts as the
 * user's (a tab opened after the download would be blocked), and shows the file when it has arrived; where
 * no tab opens, the file is downloaded as `fileName`. A failed load closes the tab and is thrown on.
 */
export async function openPdfInNewTab(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const pdf = new Blob([await load()], { type: 'application/pdf' });
    if (tab) {
      const url = URL.createObjectURL(pdf);
      tab.location.href = url;
      freeLater(url);
    } else {
      saveBlob(pdf, fileName);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
