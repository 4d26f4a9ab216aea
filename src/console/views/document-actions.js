/** A document's own actions: download its original, delete it (with a confirmation). */
import { api } from '../api.js';
import { confirmDeletion, h, replace } from '../dom.js';

/** File name extensions of the formats docproc reads; anything else downloads as .bin. */
const EXTENSIONS = {
  'application/pdf': 'pdf', 'application/xml': 'xml', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/tiff': 'tif',
  'image/webp': 'webp', 'image/heic': 'heic', 'image/gif': 'gif', 'image/bmp': 'bmp', 'text/plain': 'txt',
};

/**
 * @param {any} doc
 * @param {import('./types.js').ViewContext} ctx
 */
export function documentActions(doc, ctx) {
  const box = h('div', { class: 'row-actions document-actions' });
  const fileName = `${doc.id}.${EXTENSIONS[doc.file?.content_type] ?? 'bin'}`;
  const path = `/v1/documents/${encodeURIComponent(doc.id)}/file`;
  // A link cannot send the key: the bytes are fetched with it, then handed to the browser as a download.
  const download = h(
    'a',
    {
      class: 'button small',
      href: path,
      download: fileName,
      onclick: async (/** @type {MouseEvent} */ event) => {
        event.preventDefault();
        try {
          const url = await api.objectUrl(path);
          const save = h('a', { href: url, download: fileName, hidden: true });
          document.body.appendChild(save);
          save.click();
          save.remove();
          setTimeout(() => window.URL.revokeObjectURL(url), 10_000);
        } catch (e) {
          ctx.toast(e instanceof Error ? e.message : 'The download failed.', 'error');
        }
      },
    },
    'Download original',
  );
  const remove = h('button', { type: 'button', class: 'button small danger-ghost', onclick: confirmStep }, 'Delete');

  function confirmStep() {
    confirmDeletion(box, {
      question: 'Delete this document and its file for good?',
      deleteNow: async () => {
        await api.delete(`/v1/documents/${encodeURIComponent(doc.id)}`);
        ctx.toast('Document deleted: its file, result and page images are gone.', 'success');
        location.hash = '#/documents';
      },
      cancel: () => (show(), remove.focus()),
      toast: ctx.toast,
    });
  }

  const show = () => replace(box, ...(doc.file ? [download] : []), remove);
  return show();
}
