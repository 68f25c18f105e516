// Files in a browser: a file input to pick, a download link to save. The input joins the page while it is open
// (some browsers ignore a click on one that is not in the document) and leaves it once answered.
import type { Files } from './files.ts';

export function createWebFiles(doc: Document = document): Files {
  return {
    pick({ accept, multiple = false }) {
      return new Promise((resolve) => {
        const input = doc.createElement('input');
        input.type = 'file';
        input.accept = accept;
        input.multiple = multiple;
        input.hidden = true;
        const answer = (files: File[]) => {
          input.remove();
          resolve(files);
        };
        input.addEventListener('change', () => answer([...(input.files ?? [])]), { once: true });
        // Closing the picker: browsers since 2023 say so with a cancel event.
        input.addEventListener('cancel', () => answer([]), { once: true });
        doc.body.append(input);
        input.click();
      });
    },
    async save(file, name) {
      const url = URL.createObjectURL(file);
      const link = doc.createElement('a');
      link.href = url;
      link.download = name;
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      // The download has started from the click; the address can go once this turn is over.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  };
}
