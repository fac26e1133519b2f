// Saving and opening a game file from a web page: the browser's download for a save, its file
// picker for an open. The web build's stand-in for the native save and open dialogs.

/** Offers `text` as a download named `name`. Browsers do not say whether the person kept it. */
export async function saveTextFile(name: string, text: string): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    return true;
  } finally {
    // The download has started from the click: the URL can go once the event loop turns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The largest game file read, as the core's import takes (1 MiB). */
const MAX_BYTES = 1024 * 1024;

/** Asks the person for a text file; its text, or null if they cancelled. */
export function openTextFile(): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.txt,text/plain';
    input.style.display = 'none';
    const done = () => input.remove();
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      done();
      if (!file) return resolve(null);
      if (file.size > MAX_BYTES) return reject(new Error(`${file.name}: larger than ${MAX_BYTES} bytes: not a saved game`));
      file.text().then(resolve, reject);
    });
    input.addEventListener('cancel', () => {
      done();
      resolve(null);
    });
    document.body.append(input);
    input.click();
  });
}
