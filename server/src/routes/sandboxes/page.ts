/** The look of the developer sandbox pages: plain HTML, a yellow 'sandbox' banner, no scripts. */

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A whole page; `body` is HTML the caller has escaped. */
export function sandboxPage(title: string, banner: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:52rem;padding:0 1rem;color:#1a1a1a;line-height:1.45}
.banner{background:#fff4ce;border:1px solid #e0b400;padding:.75rem 1rem;border-radius:6px}
.ok{background:#e6f4ea;border:1px solid #2e7d32;padding:.75rem 1rem;border-radius:6px}
.bad{background:#fdecea;border:1px solid #c62828;padding:.75rem 1rem;border-radius:6px}
form{display:grid;gap:.9rem;margin:1.5rem 0}
label{display:grid;gap:.25rem;font-weight:600}
select,input{font:inherit;padding:.45rem .5rem;border:1px solid #888;border-radius:4px;font-weight:400}
fieldset{border:1px solid #ccc;border-radius:6px}
fieldset label{display:flex;gap:.5rem;font-weight:400}
button{font:inherit;font-weight:600;padding:.6rem 1rem;background:#0b3d91;color:#fff;border:0;border-radius:4px;cursor:pointer;justify-self:start}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border-bottom:1px solid #ddd;padding:.3rem .4rem;text-align:left}
dt{font-weight:600}dd{margin:0 0 .5rem 0}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p class="banner">${banner}</p>
${body}
</body></html>`;
}
